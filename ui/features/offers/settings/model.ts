import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { GameOfferSettings, UpdateOfferSettingsParams } from '../../../../contracts/offers/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';
import { $games, loadGamesFx } from '../create/model.ts';
import { offersReloadRequested } from '../list/model.ts';

/*
 * The offer settings panel on /dashboard/offers (`myOfferSettings`,
 * `updateOfferSettings`): for the chosen game, whether the seller sells it,
 * the default delivery time and away mode. Each change is sent at once; an
 * away-mode switch reloads the offer list, whose states it changed.
 */

export const loadOfferSettingsFx = createEffect<void, readonly GameOfferSettings[], DomainError>();
export const updateOfferSettingsFx = createEffect<UpdateOfferSettingsParams, GameOfferSettings, DomainError>();

export const settingsGameChosen = createEvent<string>();
export const sellsToggled = createEvent<boolean>();
export const defaultDeliveryChosen = createEvent<GameOfferSettings['defaultDelivery']>();
export const awayToggled = createEvent<boolean>();

export const $offerSettings = createStore<readonly GameOfferSettings[]>([], { sid: 'offerSettings/$all', serialize: 'ignore' })
  .on(loadOfferSettingsFx.doneData, (_, list) => list)
  .on(updateOfferSettingsFx.doneData, (list, saved) => [...list.filter((s) => s.gameType !== saved.gameType), saved].sort((a, b) => a.gameType.localeCompare(b.gameType)));
const $chosenGame = createStore<string | null>(null, { sid: 'offerSettings/$game', serialize: 'ignore' }).on(settingsGameChosen, (_, game) => game);
/** The game the panel shows: the chosen one, else the first the seller set anything for, else the first game. */
export const $settingsGame = combine($chosenGame, $offerSettings, $games, (chosen, settings, games) => chosen ?? settings[0]?.gameType ?? games[0]?.value ?? null);
/** The settings of that game; defaults (sells, no delivery time, not away) when none were saved. */
export const $gameSettings = combine($settingsGame, $offerSettings, (game, settings): GameOfferSettings | null =>
  game === null ? null : (settings.find((s) => s.gameType === game) ?? { gameType: game, sells: true, defaultDelivery: null, away: false, awayPaused: 0 }),
);
export const $offerSettingsSaving = updateOfferSettingsFx.pending;
export const $offerSettingsError = createStore<string | null>(null, { sid: 'offerSettings/$error', serialize: 'ignore' })
  .on(updateOfferSettingsFx.failData, (_, error) => error.code)
  .reset(updateOfferSettingsFx);

// One change per control, sent at once for the game on show.
const changed = createEvent<Omit<UpdateOfferSettingsParams, 'gameType'>>();
sample({ clock: sellsToggled, fn: (sells) => ({ sells }), target: changed });
sample({ clock: awayToggled, fn: (away) => ({ away }), target: changed });
sample({ clock: defaultDeliveryChosen, fn: (defaultDelivery) => ({ defaultDelivery }), target: changed });
sample({
  clock: changed,
  source: { game: $settingsGame, saving: $offerSettingsSaving },
  filter: ({ game, saving }) => game !== null && !saving,
  fn: ({ game }, change): UpdateOfferSettingsParams => ({ gameType: game ?? '', ...change }),
  target: updateOfferSettingsFx,
});
sample({ clock: updateOfferSettingsFx.done, filter: ({ params }) => params.away !== undefined, target: offersReloadRequested });

const $open = combine($page, $isLoggedIn, (page, loggedIn) => page.name === 'dashboardOffers' && loggedIn);
sample({ clock: $open.updates, filter: Boolean, target: [loadOfferSettingsFx, loadGamesFx] });
