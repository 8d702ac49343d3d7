/**
 * The game tools' error codes: a crosshair code that cannot be read, a player
 * a stats source does not know, and a pokedex or chart asked of a game that has none.
 * (Rate limits and a source that is down use the shared RATE_LIMITED and UNAVAILABLE.)
 */
export const GAME_TOOLS_ERROR_CODES = ['CROSSHAIR_CODE_INVALID', 'PLAYER_NOT_FOUND'] as const;

export type GameToolsErrorCode = (typeof GAME_TOOLS_ERROR_CODES)[number];
