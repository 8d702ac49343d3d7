export * from './withdrawals.ts';
