/** Payments: the rules of taking money in through a provider. */
export * from './errors.ts';
export * from './payment-machine.ts';
export * from './crypto-invoice.ts';
export * from './top-up-limits.ts';
