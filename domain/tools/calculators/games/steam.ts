import { usd } from '../store-packs.ts';
import type { Calculator } from '../types.ts';
import { buyerPays, fees, receivedFrom } from '../../steam/market-fees.ts';

/**
 * steam: the Steam Community Market fees (the arithmetic is in
 * domain/tools/steam/market-fees.ts, shared with the inventory's value).
 */
export { buyerPays, fees, GAME_FEE_PERCENT, receivedFrom, STEAM_FEE_PERCENT } from '../../steam/market-fees.ts';

const cents = (dollars: number | undefined): number => Math.round((dollars ?? 0) * 100);

export const calculator: Calculator = {
  slug: 'steam',
  fields: [
    { key: 'received', labelKey: 'calculator.field.sellerReceives', min: 0.01, max: 2000, step: 0.01, initial: 10 },
    { key: 'paid', labelKey: 'calculator.field.buyerPays', min: 0.03, max: 2000, step: 0.01, initial: 11.5 },
  ],
  compute: (inputs) => {
    const received = Math.max(1, cents(inputs['received']));
    const f = fees(received);
    const paid = cents(inputs['paid']);
    const got = receivedFrom(paid);
    return [
      { key: 'buyerPays', labelKey: 'calculator.row.buyerPays', value: { kind: 'money', money: usd(buyerPays(received)) } },
      { key: 'steamFee', labelKey: 'calculator.row.steamFee', value: { kind: 'money', money: usd(f.steam) } },
      { key: 'gameFee', labelKey: 'calculator.row.gameFee', value: { kind: 'money', money: usd(f.game) } },
      { key: 'sellerGets', labelKey: 'calculator.row.sellerGets', value: { kind: 'money', money: usd(got) } },
      { key: 'feesOfPaid', labelKey: 'calculator.row.feesOfPaid', value: { kind: 'money', money: usd(paid - got) } },
    ];
  },
  formulaKey: 'calculator.formula.steam',
  data: { source: 'Valve: Steam Community Market fee schedule (5 % Steam, 10 % game)', asOf: '2026-11-23' },
};
