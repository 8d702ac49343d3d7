import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { GameOfferSettings, MyOffersParams, UpdateOfferSettingsParams } from '../../../contracts/offers/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { loadGamesFx } from '../../../ui/features/offers/create/model.ts';
import { loadMyOffersFx } from '../../../ui/features/offers/list/model.ts';
import { $gameSettings, $settingsGame, awayToggled, defaultDeliveryChosen, loadOfferSettingsFx, settingsGameChosen, updateOfferSettingsFx } from '../../../ui/features/offers/settings/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';

const SAVED: GameOfferSettings = { gameType: 'valorant', sells: true, defaultDelivery: '1H', away: false, awayPaused: 0 };

function workspace() {
  const updates: UpdateOfferSettingsParams[] = [];
  const listLoads: MyOffersParams[] = [];
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [loadOfferSettingsFx, () => [SAVED]],
      [loadGamesFx, () => ({ games: [{ value: 'fortnite', label: 'Fortnite', hidden: false, productTypes: [] }] })],
      [loadMyOffersFx, (p: MyOffersParams) => (listLoads.push(p), { offers: [], total: 0 })],
      [updateOfferSettingsFx, (p: UpdateOfferSettingsParams) => (updates.push(p), { ...SAVED, gameType: p.gameType, away: p.away ?? false, awayPaused: p.away === true ? 3 : 0 })],
    ],
  });
  return { scope, updates, listLoads };
}

describe('offer settings per game on /dashboard/offers', () => {
  it('shows the first saved game, sends each change for the game on show, and reloads the offers after away mode', async () => {
    const { scope, updates, listLoads } = workspace();
    await allSettled(pageResolved, { scope, params: { name: 'dashboardOffers', layout: 'default', params: {}, pathname: '/dashboard/offers', search: '', status: 200 } });
    expect(scope.getState($settingsGame)).toBe('valorant');
    expect(scope.getState($gameSettings)).toEqual(SAVED);
    await allSettled(settingsGameChosen, { scope, params: 'fortnite' });
    // Never set: the defaults.
    expect(scope.getState($gameSettings)).toEqual({ gameType: 'fortnite', sells: true, defaultDelivery: null, away: false, awayPaused: 0 });
    await allSettled(defaultDeliveryChosen, { scope, params: '24H' });
    const loadsBeforeAway = listLoads.length;
    await allSettled(awayToggled, { scope, params: true });
    expect(updates).toEqual([
      { gameType: 'fortnite', defaultDelivery: '24H' },
      { gameType: 'fortnite', away: true },
    ]);
    expect(scope.getState($gameSettings)).toMatchObject({ gameType: 'fortnite', away: true, awayPaused: 3 });
    expect(listLoads.length).toBe(loadsBeforeAway + 1);
  });
});
