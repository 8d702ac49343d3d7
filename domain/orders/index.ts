/** Orders: the order group of one checkout and one order per line (its state machine comes with the order lifecycle). */
export * from './errors.ts';
