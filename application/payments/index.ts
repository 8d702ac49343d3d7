/** Payments: taking money in through a provider. The checkout and the top-up use it through this surface. */
export type * from './start-payment-api.ts';
export type * from './ports/index.ts';
