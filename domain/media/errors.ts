/** The media context's error codes: an upload larger than the limit. (A file that is no image is VALIDATION_FAILED on its field.) */
export const MEDIA_ERROR_CODES = ['MEDIA_TOO_LARGE'] as const;

export type MediaErrorCode = (typeof MEDIA_ERROR_CODES)[number];
