import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../../domain/index.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import { $inventory, $inventoryError, inventoryLoadRequested, inventoryProfileTyped } from '../../../../ui/features/tools/calculators/steam-inventory.ts';

const valued = {
  steamId: '76561198012345678',
  currency: 'USD',
  items: [{ marketHashName: 'Kilowatt Case', count: 3, marketable: true, unitCents: 45, totalCents: 135 }],
  totalAssets: 3,
  valueCents: 135,
  afterFeesCents: 117,
  mostValuable: 'Kilowatt Case',
  pricesIncomplete: null,
  inventorySource: { kind: 'official', name: 'Steam Community inventory' },
  priceSource: { kind: 'official', name: 'Steam Community Market' },
};

function browser(answer: (request: ApiRequest) => unknown) {
  const asked: ApiRequest[] = [];
  const scope = fork({ handlers: [[apiRequestFx, (request: ApiRequest) => (asked.push(request), answer(request))]] });
  return { scope, asked };
}

describe('Load my Steam inventory', () => {
  it('asks the server for the typed profile and shows the priced items', async () => {
    const { scope, asked } = browser(() => valued);
    await allSettled(inventoryProfileTyped, { scope, params: ' https://steamcommunity.com/profiles/76561198012345678 ' });
    await allSettled(inventoryLoadRequested, { scope });
    expect(asked.map((r) => r.path)).toEqual(['/api/tools/steam-inventory?profile=https%3A%2F%2Fsteamcommunity.com%2Fprofiles%2F76561198012345678']);
    expect(scope.getState($inventory)?.items[0]).toMatchObject({ marketHashName: 'Kilowatt Case', totalCents: 135 });
    expect(scope.getState($inventoryError)).toBeNull();
  });

  it('shows why a private inventory cannot be read, and clears it on the next try', async () => {
    let private_ = true;
    const { scope } = browser(() => {
      if (private_) throw domainError('INVENTORY_PRIVATE', 'private');
      return valued;
    });
    await allSettled(inventoryProfileTyped, { scope, params: '76561198000000403' });
    await allSettled(inventoryLoadRequested, { scope });
    expect([scope.getState($inventoryError), scope.getState($inventory)]).toEqual(['INVENTORY_PRIVATE', null]);
    private_ = false;
    await allSettled(inventoryLoadRequested, { scope });
    expect(scope.getState($inventoryError)).toBeNull();
    expect(scope.getState($inventory)?.valueCents).toBe(135);
  });

  it('asks nothing for an empty box', async () => {
    const { scope, asked } = browser(() => valued);
    await allSettled(inventoryProfileTyped, { scope, params: '   ' });
    await allSettled(inventoryLoadRequested, { scope });
    expect(asked).toEqual([]);
  });
});
