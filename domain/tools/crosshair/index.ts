export * from './settings.ts';
export * from './codec.ts';
export * from './preview.ts';
