/** Payments: the rules of taking money in through a provider. */
export * from './errors.ts';
