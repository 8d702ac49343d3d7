export type { Clock } from './clock.ts';
export type { RatesSource } from './rates-source.ts';
export type { CatalogReader, ListingScope, ScopedSmartTag } from './catalog-reader.ts';
export type { GeoLocator, GeoRequest } from './geo-locator.ts';
export * from './listing-search.ts';
export type { SessionTokens } from './session-tokens.ts';
export type { PasswordHasher } from './password-hasher.ts';
export * from './site-search.ts';
export type { PageRenderer, PageRequest } from './page-renderer.ts';
