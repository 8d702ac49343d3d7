/** The catalog's wire: listing data and search, games and services, products, profiles, site search. */
export * from './listing-data.ts';
export * from './listing-search.ts';
export * from './games.ts';
export * from './products.ts';
export * from './profiles.ts';
export * from './site-search.ts';
export * from './featured.ts';
export * from './reviews.ts';
