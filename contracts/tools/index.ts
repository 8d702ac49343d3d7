/** The game tools' wire: the pokedex, player stats and price history. */
export * from './pokedex.ts';
export * from './stats.ts';
export * from './charts.ts';
