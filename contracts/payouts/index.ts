export * from './withdrawals.ts';
export * from './payout-details.ts';
