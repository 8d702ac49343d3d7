/** The catalog's error codes: a game or product type that does not exist (or is hidden from the caller). */
export const CATALOG_ERROR_CODES = ['GAME_NOT_FOUND', 'PRODUCT_TYPE_NOT_FOUND'] as const;

export type CatalogErrorCode = (typeof CATALOG_ERROR_CODES)[number];
