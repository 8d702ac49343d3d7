export type * from './payment-provider.ts';
export type * from './payment-listener.ts';
export type * from './payment-store.ts';
export type * from './saved-card-store.ts';
