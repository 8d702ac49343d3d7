export * from './cp-multipliers.ts';
export * from './go-stats.ts';
export * from './pokedex-games.ts';
