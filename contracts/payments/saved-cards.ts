import * as v from 'valibot';
import { ddpMethod, idempotencyKey } from '../shared/index.ts';
import { cardNumber } from './card-number.ts';

/*
 * The card a user keeps for ig-plus renewals, as its owner sees it: never the
 * number, only the brand, the last four digits and the expiry.
 */

export const SavedCardSchema = v.object({
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  expMonth: v.number(),
  expYear: v.number(),
  createdAt: v.string(),
});
export type SavedCardView = v.InferOutput<typeof SavedCardSchema>;

/** `mySavedCard`: the caller's card kept for renewals, or null. */
export const MySavedCardMethod = ddpMethod('mySavedCard', v.tuple([]), v.nullable(SavedCardSchema));

const SaveParams = v.tuple([v.object({ card: cardNumber, idempotencyKey })]);
/** `saveCard`: keeps a card for renewals (replacing the one kept before); PAYMENT_DECLINED when the card provider refuses it. */
export const SaveCardMethod = ddpMethod('saveCard', SaveParams, SavedCardSchema);
export type SaveCardParams = v.InferOutput<typeof SaveParams>[0];

/** `removeSavedCard`: forgets it (renewals then use the credits only); SAVED_CARD_NOT_FOUND without one. */
export const RemoveSavedCardMethod = ddpMethod('removeSavedCard', v.tuple([]), v.object({ removed: v.literal(true) }));
