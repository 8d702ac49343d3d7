import type { VolumeDiscountColumn } from '../persistence/schema.ts';
import type { ProductTypeValue } from './catalog-types.ts';
import type { Prng } from './prng.ts';

/**
 * Stock, purchase limits and delivery of a listing. Currency is sold in packs
 * with minimums, steps and volume discounts; accounts are mostly one of a
 * kind; services have slots. About 4 % of listings are sold out, and a few
 * services are ONE_TIME: quantity 0 yet still AVAILABLE, which the cart must
 * accept (spec section 5).
 */

/** The stock-related columns of a listing row. */
export interface ListingStock {
  readonly quantity: number;
  readonly maxQuantity: number | null;
  readonly minQuantity: number;
  readonly incrementalQuantity: boolean;
  readonly purchaseBehavior: 'DEFAULT' | 'ONE_TIME';
  readonly state: 'AVAILABLE' | 'SOLD_OUT';
  readonly volumeDiscount: VolumeDiscountColumn | null;
  readonly deliveryDuration: DeliveryDuration;
}

/** Delivery durations sellers can promise. */
export const DELIVERY_DURATIONS = ['INSTANT', '1H', '6H', '24H', '3D'] as const;
/** One delivery duration. */
export type DeliveryDuration = (typeof DELIVERY_DURATIONS)[number];

const SOLD_OUT_SHARE = 0.04;
const ONE_TIME_SHARE = 0.05;

/** Weights over DELIVERY_DURATIONS per type: goods are mostly instant, services take days. */
const DELIVERY_WEIGHTS: Readonly<Record<ProductTypeValue, readonly number[]>> = {
  currency: [60, 25, 10, 5, 0],
  'top-up': [65, 20, 10, 5, 0],
  'gift-cards': [80, 15, 5, 0, 0],
  items: [40, 30, 15, 15, 0],
  skins: [50, 25, 10, 15, 0],
  accounts: [55, 20, 0, 25, 0],
  boosting: [0, 0, 0, 35, 65],
  coaching: [0, 0, 20, 50, 30],
};

function delivery(rng: Prng, type: ProductTypeValue): DeliveryDuration {
  let sum = 0;
  const cumulative = DELIVERY_WEIGHTS[type].map((w) => (sum += w));
  return DELIVERY_DURATIONS[rng.weightedIndex(cumulative)] ?? 'INSTANT';
}

const floorTo = (n: number, step: number): number => Math.max(step, Math.floor(n / step) * step);

function currencyStock(rng: Prng): Omit<ListingStock, 'deliveryDuration' | 'purchaseBehavior' | 'state'> {
  const minQuantity = rng.chance(0.6) ? 1 : rng.pick([2, 5, 10]);
  const incrementalQuantity = minQuantity > 1 && rng.chance(0.7);
  const step = incrementalQuantity ? minQuantity : 1;
  const quantity = floorTo(rng.int(20, 5000), step);
  const maxQuantity = floorTo(Math.min(quantity, rng.pick([50, 100, 250, 500])), step);
  let volumeDiscount: VolumeDiscountColumn | null = null;
  if (rng.chance(0.35)) {
    const start = Math.max(minQuantity * 2, 5);
    const end = Math.min(maxQuantity, start * rng.pick([4, 10, 20]));
    const min = rng.pick([1, 2, 3]);
    if (end > start) volumeDiscount = { start, end, min, max: min + rng.pick([3, 5, 8, 12]) };
  }
  return { quantity, maxQuantity, minQuantity, incrementalQuantity, volumeDiscount };
}

function plainStock(rng: Prng, type: ProductTypeValue): Omit<ListingStock, 'deliveryDuration' | 'purchaseBehavior' | 'state'> {
  const none = { minQuantity: 1, incrementalQuantity: false, volumeDiscount: null };
  switch (type) {
    case 'currency':
      return currencyStock(rng);
    case 'top-up':
    case 'gift-cards': {
      const quantity = rng.int(5, 500);
      return { ...none, quantity, maxQuantity: Math.min(quantity, rng.pick([5, 10, 20])) };
    }
    case 'items':
      return { ...none, quantity: rng.int(1, 25), maxQuantity: null };
    case 'skins':
      return { ...none, quantity: rng.chance(0.8) ? 1 : rng.int(2, 5), maxQuantity: null };
    case 'accounts':
      // Mostly one of a kind; some sellers stock batches of fresh accounts.
      return { ...none, quantity: rng.chance(0.75) ? 1 : rng.int(2, 15), maxQuantity: null };
    case 'boosting':
    case 'coaching': {
      const quantity = rng.int(10, 200);
      return { ...none, quantity, maxQuantity: Math.min(quantity, rng.pick([1, 3, 5])) };
    }
  }
}

/** The stock of one listing of `type`. */
export function listingStock(rng: Prng, type: ProductTypeValue): ListingStock {
  const deliveryDuration = delivery(rng, type);
  const stock = plainStock(rng, type);
  if ((type === 'boosting' || type === 'coaching') && rng.chance(ONE_TIME_SHARE)) {
    return { ...stock, quantity: 0, maxQuantity: 1, minQuantity: 1, incrementalQuantity: false, volumeDiscount: null, purchaseBehavior: 'ONE_TIME', state: 'AVAILABLE', deliveryDuration };
  }
  if (rng.chance(SOLD_OUT_SHARE)) {
    return { ...stock, quantity: 0, maxQuantity: null, volumeDiscount: null, purchaseBehavior: 'DEFAULT', state: 'SOLD_OUT', deliveryDuration };
  }
  return { ...stock, purchaseBehavior: 'DEFAULT', state: 'AVAILABLE', deliveryDuration };
}
