export * from './api-key-methods.ts';
export * from './rest.ts';
