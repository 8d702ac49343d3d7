/**
 * The game tools' error codes: a crosshair code that cannot be read, a player
 * a stats source does not know (or a Steam profile Steam does not know), a
 * Steam inventory its owner keeps private, and a pokedex or chart asked of a
 * game that has none.
 * (Rate limits and a source that is down use the shared RATE_LIMITED and UNAVAILABLE.)
 */
export const GAME_TOOLS_ERROR_CODES = ['CROSSHAIR_CODE_INVALID', 'PLAYER_NOT_FOUND', 'INVENTORY_PRIVATE'] as const;

export type GameToolsErrorCode = (typeof GAME_TOOLS_ERROR_CODES)[number];
