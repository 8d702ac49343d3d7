import * as v from 'valibot';
import { MEDIA_FITS, MEDIA_MAX_UPLOAD_BYTES, MEDIA_OUTPUT_FORMATS } from '../../domain/index.ts';
export { ASSET_HOSTS, IMAGE_SERVICE_PATH, MEDIA_FILES_PREFIX } from './paths.ts';

/*
 * The image service (spec sections 7 and 9):
 * GET /media/image/{modifiers}/{source} answers a resized, re-encoded copy of
 * one of our own stored images. `modifiers` is a comma-separated key=value
 * list (format, width, height, quality, background, fit; resize is accepted
 * as a synonym of fit); `source` is the https URL on an asset host that the
 * storefront's image helper writes, `https://{host}/files/media/{key}`.
 *
 * POST /api/media/uploads takes one multipart file field `file` from a
 * signed-in user and answers {@link UploadedImage}.
 */

/** The upload's multipart field. */
export const UPLOAD_FIELD = 'file';
export const UPLOAD_LIMITS = { bytes: MEDIA_MAX_UPLOAD_BYTES } as const;


const pixels = v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a whole number of pixels'), v.toNumber(), v.minValue(1, 'must be at least 1'), v.maxValue(4096, 'must be at most 4096'));

/** One modifier segment, already split into its keys (unknown keys are refused, so typos show). */
export const ImageModifiers = v.strictObject(
  {
    format: v.optional(v.picklist([...MEDIA_OUTPUT_FORMATS, 'auto'], 'must be webp, avif or auto')),
    width: v.optional(pixels),
    height: v.optional(pixels),
    quality: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be 1 to 100'), v.toNumber(), v.minValue(1, 'must be 1 to 100'), v.maxValue(100, 'must be 1 to 100'))),
    fit: v.optional(v.picklist(MEDIA_FITS, `must be one of ${MEDIA_FITS.join(', ')}`)),
    resize: v.optional(v.picklist(MEDIA_FITS, `must be one of ${MEDIA_FITS.join(', ')}`)),
    background: v.optional(v.pipe(v.string(), v.regex(/^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour'))),
  },
  'unknown modifier',
);
export type ImageModifierValues = v.InferOutput<typeof ImageModifiers>;

/** The route's params as Fastify gives them: the modifier segment and the rest of the path (`*`). */
export const ImageRouteParams = v.object({
  modifiers: v.pipe(v.string('must be a string'), v.minLength(1, 'is required'), v.maxLength(300, 'must be at most 300 characters')),
  '*': v.pipe(v.string('must be a string'), v.maxLength(1000, 'must be at most 1000 characters')),
});

/**
 * Splits `format=webp,width=320` into `{ format: 'webp', width: '320' }` for
 * {@link ImageModifiers}; a part without `=` or a key given twice is kept as
 * an unknown key so the schema refuses it by name.
 */
export function splitModifiers(segment: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const part of segment.split(',')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const key = at < 0 ? part : part.slice(0, at);
    const value = at < 0 ? '' : safeDecode(part.slice(at + 1));
    entries[Object.hasOwn(entries, key) ? `${key} (twice)` : key] = value;
  }
  return entries;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a malformed escape stays as written and fails its key's pattern
  }
}

/** What an upload answers: the stored key, a ready image-service path and the stored original's size. */
export const UploadedImage = v.object({
  key: v.string(),
  /** The `src` to store on a profile or product (`files/media/{key}`), for the image helper. */
  src: v.string(),
  width: v.number(),
  height: v.number(),
});
export type UploadedImage = v.InferOutput<typeof UploadedImage>;
