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
