/** What every context shares: money, errors, formatting, geography, consent, number inputs, toasts and the staff audit vocabulary. */
export * from './errors/index.ts';
export * from './money/index.ts';
export * from './number-select/index.ts';
export * from './geo/index.ts';
export * from './consent/index.ts';
export * from './toasts/index.ts';
export * from './format/index.ts';
export * from './audit/index.ts';
