/** The game tools: Valorant crosshair codes, the pokedex's Pokémon GO formulas, player stats and price history. */
export * from './game-tools-errors.ts';
export * from './crosshair/index.ts';
export * from './pokedex/index.ts';
export * from './stats/index.ts';
export * from './charts/index.ts';
