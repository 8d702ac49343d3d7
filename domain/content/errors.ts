/** The content context's codes: a slug another entry of the same kind holds, and a publication step the entry's state does not allow. */
export const CONTENT_ERROR_CODES = ['CONTENT_SLUG_TAKEN', 'CONTENT_TRANSITION_NOT_ALLOWED'] as const;
export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];
