import { combine, createEvent, createStore, sample } from 'effector';
import { pathFor, TRACKER_GAMES, type ErrorCode, type TrackerGame } from '../../../../domain/index.ts';
import { MmrAnswer, PlayerProfileSchema, type PlayerProfileAnswer } from '../../../../contracts/tools/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $page, navigationRequested, pageResolved } from '../../shared/page/model.ts';

/*
 * The stat trackers (`/tracker/{game}?player=`) and the MMR checker
 * (`/mmr-checker/league-of-legends?player=`): the player is in the URL, so a
 * profile is a link and renders on the server; the search box navigates to it.
 */

const isTrackerGame = (game: string): game is TrackerGame => (TRACKER_GAMES as readonly string[]).includes(game);

export const fetchPlayerFx = apiEffect(
  ({ game, player }: { readonly game: TrackerGame; readonly player: string }) => ({ method: 'GET', path: `/api/tools/trackers/${game}/player?${new URLSearchParams({ player }).toString()}` }),
  PlayerProfileSchema,
);
export const fetchMmrFx = apiEffect((player: string) => ({ method: 'GET', path: `/api/tools/mmr/league-of-legends?${new URLSearchParams({ player }).toString()}` }), MmrAnswer);

export const playerSearched = createEvent<string>();

export const $playerProfile = createStore<PlayerProfileAnswer | null>(null, { sid: 'trackers/$playerProfile' })
  .on(fetchPlayerFx.doneData, (_, profile) => profile)
  .on(fetchPlayerFx, () => null);
export const $mmr = createStore<MmrAnswer | null>(null, { sid: 'trackers/$mmr' })
  .on(fetchMmrFx.doneData, (_, answer) => answer)
  .on(fetchMmrFx, () => null);
/** Why the last lookup failed (PLAYER_NOT_FOUND, RATE_LIMITED, UNAVAILABLE, VALIDATION_FAILED…). */
export const $playerError = createStore<ErrorCode | null>(null, { sid: 'trackers/$playerError' })
  .on([fetchPlayerFx, fetchMmrFx], () => null)
  .on([fetchPlayerFx.failData, fetchMmrFx.failData], (_, error) => error.code);
export const $playerLoading = combine(fetchPlayerFx.pending, fetchMmrFx.pending, (a, b) => a || b);

/** The player asked for in the URL ('' when none). */
export const $playerQuery = $page.map((page) => new URLSearchParams(page.search).get('player')?.trim() ?? '');

const withPlayer = pageResolved.filterMap((page) => {
  const player = new URLSearchParams(page.search).get('player')?.trim() ?? '';
  return player === '' || page.status >= 400 ? undefined : { page, player };
});
sample({
  clock: withPlayer,
  filter: ({ page }) => page.name === 'tracker' && isTrackerGame(page.params['game'] ?? ''),
  fn: ({ page, player }) => ({ game: (page.params['game'] ?? '') as TrackerGame, player }),
  target: fetchPlayerFx,
});
sample({ clock: withPlayer, filter: ({ page }) => page.name === 'mmrChecker', fn: ({ player }) => player, target: fetchMmrFx });

sample({
  clock: playerSearched,
  source: $page,
  filter: (_, player) => player.trim() !== '',
  fn: (page, player) => {
    const path = page.name === 'mmrChecker' ? pathFor('mmrChecker', {}) : pathFor('tracker', { game: page.params['game'] ?? '' });
    return { to: `${path}?${new URLSearchParams({ player: player.trim() }).toString()}`, replace: false };
  },
  target: navigationRequested,
});
