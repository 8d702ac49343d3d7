/*
 * Where images live, on their own so the storefront's image helper imports
 * these constants without the schemas (keeps the browser bundle small).
 */

/** Path prefix under which stored images live on the asset hosts (`files/media/{key}`). */
export const MEDIA_FILES_PREFIX = 'media/';
/** Where the image service answers. */
export const IMAGE_SERVICE_PATH = '/media/image';
/** The two asset hosts (spec section 7) whose `files/media/` paths name our stored images. */
export const ASSET_HOSTS = ['assets.ig-market.com', 'files.ig-market.com'] as const;

/** Widest a post's or an article's image is served (the column is narrower; the ladder rounds up). */
export const CONTENT_IMAGE_WIDTH = 1200;

/**
 * The URL a post or an article shows an uploaded image by (its cover, or
 * `![alt](url)` in the Markdown): the image service resizing the stored
 * original (`media/{key}`, as the upload answered) to the column's width.
 */
export function contentImageUrl(src: string): string {
  return `${IMAGE_SERVICE_PATH}/width=${CONTENT_IMAGE_WIDTH},format=webp/${src}`;
}
