import type { productTypes } from '../persistence/schema.ts';
import type { PlatformValue, ProductTypeValue } from './catalog-types.ts';

/**
 * The shared product types. Fees: top-ups and gift cards are cheap, fast
 * goods with thin margins, so they carry a lower percent plus a fixed part;
 * accounts and coaching carry more risk and support work, so a higher percent;
 * the rest leave both null and fall back to the default fee (9.5 % + 1 USD).
 */
export const PRODUCT_TYPE_ROWS: readonly (typeof productTypes.$inferInsert & { value: ProductTypeValue })[] = [
  { value: 'currency', label: 'Currency', listMode: 'LIST', serviceFee: null, netFeeMinor: null, sortOrder: 0 },
  { value: 'items', label: 'Items', listMode: 'GRID', serviceFee: null, netFeeMinor: null, sortOrder: 1 },
  { value: 'accounts', label: 'Accounts', listMode: 'LIST', serviceFee: 11, netFeeMinor: null, sortOrder: 2 },
  { value: 'boosting', label: 'Boosting', listMode: 'BOOST_GRID', serviceFee: null, netFeeMinor: null, sortOrder: 3 },
  { value: 'top-up', label: 'Top Up', listMode: 'TOPUP_GRID', serviceFee: 5, netFeeMinor: 50, sortOrder: 4 },
  { value: 'skins', label: 'Skins', listMode: 'GRID', serviceFee: 8, netFeeMinor: 25, sortOrder: 5 },
  { value: 'coaching', label: 'Coaching', listMode: 'SINGLE_PRODUCT', serviceFee: 12, netFeeMinor: 100, sortOrder: 6 },
  { value: 'gift-cards', label: 'Gift Cards', listMode: 'TOPUP_GRID', serviceFee: 4, netFeeMinor: 30, sortOrder: 7 },
];

/** Display names of the platforms. */
export const PLATFORM_LABELS: Readonly<Record<PlatformValue, string>> = {
  pc: 'PC',
  playstation: 'PlayStation',
  xbox: 'Xbox',
  switch: 'Nintendo Switch',
  android: 'Android',
  ios: 'iOS',
};

/** Product types where buyers expect instant delivery, so an 'Instant delivery' custom filter is offered. */
export const INSTANT_FILTER_TYPES: readonly ProductTypeValue[] = ['currency', 'items', 'top-up', 'skins', 'gift-cards'];
