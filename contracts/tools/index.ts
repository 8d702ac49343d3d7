/** The game tools' wire: the pokedex, player stats, price history and the Steam inventory's value. */
export * from './pokedex.ts';
export * from './stats.ts';
export * from './charts.ts';
export * from './steam-inventory.ts';
