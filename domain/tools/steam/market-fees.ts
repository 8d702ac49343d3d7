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

