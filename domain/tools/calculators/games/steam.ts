import { usd } from '../store-packs.ts';
import type { Calculator } from '../types.ts';

/**
 * steam: the Steam Community Market fees. A sale that pays the seller `r`
 * cents costs the buyer r + steam + game, where the Steam fee is 5 % and the
 * game publisher's fee (Counter-Strike 2, Dota 2, TF2) 10 % of r, each
 * rounded down to a cent and at least one cent. The inverse — what a seller
 * gets from a buyer's price — is the largest r whose buyer price does not
 * exceed it, so `receivedFrom(buyerPays(r)) = r` for every r ≥ 1.
 */
export const STEAM_FEE_PERCENT = 5;
export const GAME_FEE_PERCENT = 10;

export function fees(receivedCents: number): { readonly steam: number; readonly game: number } {
  return {
    steam: Math.max(1, Math.floor((receivedCents * STEAM_FEE_PERCENT) / 100)),
    game: Math.max(1, Math.floor((receivedCents * GAME_FEE_PERCENT) / 100)),
  };
}

/** What the buyer pays for the seller to receive `receivedCents` (≥ 1). */
export function buyerPays(receivedCents: number): number {
  const f = fees(receivedCents);
  return receivedCents + f.steam + f.game;
}

/** What the seller receives when the buyer pays `paidCents`: 0 below the 3-cent minimum. */
export function receivedFrom(paidCents: number): number {
  if (paidCents < 3) return 0;
  // buyerPays is increasing; start near paid / 1.15 and step to the largest fit.
  let r = Math.max(1, Math.floor((paidCents * 100) / 115));
  while (r > 1 && buyerPays(r) > paidCents) r -= 1;
  while (buyerPays(r + 1) <= paidCents) r += 1;
  return r;
}

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
