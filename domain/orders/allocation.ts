/**
 * Splits a whole amount of minor units across parts in proportion to their
 * weights by the largest-remainder method (Hamilton's): each part gets the
 * floor of its exact share, and the units left over go one each to the parts
 * with the largest remainders (ties to the earlier part). The shares always
 * sum to `total` exactly, and no share is more than one unit away from its
 * exact proportion.
 *
 * Products are taken in BigInt so that a large amount times a large weight
 * never loses a unit. Weights that are all zero count as equal, so a group
 * of free lines still shares its fee.
 */
export function allocateByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`allocate: total must be a non-negative safe integer, got ${total}`);
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('allocate: cannot split a non-zero total across no parts');
  }
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`allocate: weights must be non-negative safe integers, got ${w}`);
  const used = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const sum = used.reduce((a, w) => a + BigInt(w), 0n);
  const big = BigInt(total);
  const floors = used.map((w) => (big * BigInt(w)) / sum);
  const remainders = used.map((w, i) => ({ i, r: (big * BigInt(w)) % sum }));
  let left = big - floors.reduce((a, f) => a + f, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

/** One order's share of its group's fee and discounts. */
export interface OrderShares {
  readonly fee: number;
  readonly membershipDiscount: number;
  readonly couponDiscount: number;
}

/** What a checkout's quote decided for the whole group, in minor units of one currency. */
export interface GroupAmounts {
  readonly lineTotals: readonly number[];
  readonly fee: number;
  readonly membershipDiscount: number;
  readonly couponDiscount: number;
}

/**
 * The group's fee and discounts split across its orders. The fee goes by
 * line total; the membership discount by fee share; the coupon by the fee
 * left after the membership share — so while the group's discounts do not
 * exceed its fee (the pricing cap), no order's discounts exceed its own fee
 * share and the platform earns nothing below zero on any single order.
 */
export function allocateGroupAmounts(group: GroupAmounts): OrderShares[] {
  const fees = allocateByLargestRemainder(group.fee, group.lineTotals);
  const membership = allocateByLargestRemainder(group.membershipDiscount, fees.some((f) => f > 0) ? fees : group.lineTotals);
  const feeLeft = fees.map((f, i) => Math.max(0, f - (membership[i] ?? 0)));
  const coupon = allocateByLargestRemainder(group.couponDiscount, feeLeft.some((f) => f > 0) ? feeLeft : group.lineTotals);
  return fees.map((fee, i) => ({ fee, membershipDiscount: membership[i] ?? 0, couponDiscount: coupon[i] ?? 0 }));
}
