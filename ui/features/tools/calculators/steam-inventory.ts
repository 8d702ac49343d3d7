import { createEvent, createStore, sample } from 'effector';
import type { ErrorCode } from '../../../../domain/index.ts';
import { InventoryValuationAnswer } from '../../../../contracts/tools/index.ts';
import { apiEffect } from '../../shared/api/model.ts';

/*
 * The cs-inventory-value page's "Load my Steam inventory": the visitor's
 * SteamID64 or profile address, the server's priced inventory (Steam's
 * inventory, the Steam Market's prices, or the labelled demo of both), and
 * why it could not be read.
 */

export const loadInventoryFx = apiEffect(
  (profile: string) => ({ method: 'GET' as const, path: `/api/tools/steam-inventory?${new URLSearchParams({ profile }).toString()}` }),
  InventoryValuationAnswer,
);

export const inventoryProfileTyped = createEvent<string>();
export const inventoryLoadRequested = createEvent();

export const $inventoryProfile = createStore('', { sid: 'calculators/$inventoryProfile' }).on(inventoryProfileTyped, (_, text) => text);
export const $inventory = createStore<InventoryValuationAnswer | null>(null, { sid: 'calculators/$inventory' })
  .on(loadInventoryFx.doneData, (_, answer) => answer)
  .on(loadInventoryFx, () => null);
/** INVENTORY_PRIVATE, PLAYER_NOT_FOUND, RATE_LIMITED, UNAVAILABLE, VALIDATION_FAILED… */
export const $inventoryError = createStore<ErrorCode | null>(null, { sid: 'calculators/$inventoryError' })
  .on(loadInventoryFx, () => null)
  .on(loadInventoryFx.failData, (_, error) => error.code);
export const $inventoryLoading = loadInventoryFx.pending;

sample({
  clock: inventoryLoadRequested,
  source: $inventoryProfile,
  filter: (profile) => profile.trim() !== '',
  fn: (profile) => profile.trim(),
  target: loadInventoryFx,
});
