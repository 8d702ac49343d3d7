import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * pokemongo: the official PokéCoin packs (amount, USD cents) — the cheapest
 * packs for the coins a player needs, the most coins a budget buys, how many
 * Remote Raid Passes the amount pays for, and how many days of gym defending
 * earn it for free: ceil(target / coins per day), the game paying at most 50
 * coins a day. Transcribed from Niantic's published price list.
 */
export const DAILY_GYM_COIN_CAP = 50;

export const calculator = storeCalculator({
  slug: 'pokemongo',
  unit: 'PokéCoins',
  packs: [[100, 99], [550, 499], [1200, 999], [2500, 1999], [5200, 3999], [14500, 9999]],
  initialTarget: 1200,
  data: { source: 'Niantic: Pokémon GO PokéCoin shop (USD)', asOf: '2026-11-23' },
  extraFields: [{ key: 'daily', labelKey: 'calculator.field.dailyCoins', min: 1, max: DAILY_GYM_COIN_CAP, step: 1, initial: DAILY_GYM_COIN_CAP }],
  extraRows: (inputs) => [
    ...itemRows([{ name: 'Remote Raid Pass', cost: 195 }], 'PokéCoins')(inputs),
    { key: 'freeDays', labelKey: 'calculator.row.daysToEarn', value: { kind: 'count', value: Math.ceil((inputs['target'] ?? 0) / Math.max(1, Math.min(DAILY_GYM_COIN_CAP, inputs['daily'] ?? DAILY_GYM_COIN_CAP))) } },
  ],
});
