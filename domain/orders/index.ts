/**
 * Orders: the order group of one checkout and one order per line, their
 * lifecycle as a transition table, the split of a group's fee and discounts
 * across its orders, and the ledger postings of paying and refunding.
 */
export * from './errors.ts';
export * from './order.ts';
export * from './order-machine.ts';
export * from './allocation.ts';
export * from './postings.ts';
export * from './lifecycle-policy.ts';
export * from './lifecycle-postings.ts';
