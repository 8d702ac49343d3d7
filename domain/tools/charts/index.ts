export * from './price-history.ts';
