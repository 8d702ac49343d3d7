/** The seller API: key scopes and the shape of a key's secret. */
export * from './api-keys.ts';
export * from './errors.ts';
