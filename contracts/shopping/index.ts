/** The shopping context's wire: its DDP methods (favorites, cart, checkout, settings). */
export * from './favorites.ts';
export * from './cart.ts';
export * from './account-settings.ts';
export { lineQuantity, methodId } from './fields.ts';
export * from './saved-cart.ts';
