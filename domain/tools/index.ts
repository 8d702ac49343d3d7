/** The game tools: Valorant crosshair codes, the pokedex's Pokémon GO formulas, player stats, price history and the Steam Market's prices and profiles. */
export * from './game-tools-errors.ts';
export * from './crosshair/index.ts';
export * from './pokedex/index.ts';
export * from './stats/index.ts';
export * from './charts/index.ts';
export * from './steam/steam-market.ts';
export * from './steam/inventory-value.ts';
