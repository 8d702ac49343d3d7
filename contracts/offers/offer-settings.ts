import * as v from 'valibot';
import { ddpMethod, list, NoParams, slug } from '../shared/index.ts';
import { DELIVERY_DURATIONS } from './offer-form.ts';

/*
 * A seller's offer settings per game (`offerSettings.games` of spec §3):
 * `myOfferSettings` lists the games they set anything for;
 * `updateOfferSettings({ gameType, sells?, defaultDelivery?, away? })`
 * changes one game. `awayPaused` counts the offers away mode paused (and
 * will resume).
 */

export const GameOfferSettingsSchema = v.object({
  gameType: v.string(),
  sells: v.boolean(),
  defaultDelivery: v.nullable(v.picklist(DELIVERY_DURATIONS)),
  away: v.boolean(),
  awayPaused: v.pipe(v.number(), v.integer()),
});
export type GameOfferSettings = v.InferOutput<typeof GameOfferSettingsSchema>;

export const MyOfferSettingsMethod = ddpMethod('myOfferSettings', NoParams, list(GameOfferSettingsSchema));
export const UpdateOfferSettingsMethod = ddpMethod(
  'updateOfferSettings',
  v.tuple([
    v.object({
      gameType: slug,
      sells: v.optional(v.boolean()),
      defaultDelivery: v.optional(v.nullable(v.picklist(DELIVERY_DURATIONS, 'must be one of the delivery times'))),
      away: v.optional(v.boolean()),
    }),
  ]),
  GameOfferSettingsSchema,
);
export type UpdateOfferSettingsParams = v.InferOutput<typeof UpdateOfferSettingsMethod.params>[0];
