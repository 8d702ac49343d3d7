import { ASSET_HOSTS, IMAGE_SERVICE_PATH } from '../../../../contracts/media/paths.ts';

/**
 * Image URLs through the image-resizing service (spec sections 7 and 9):
 * `{baseUrl}/{modifiers}/{https source}`, the modifiers a comma-separated
 * `key=value` list (format, width, height, quality, background, fit), and a
 * srcSet for the densities 1 and 2. Pure: the same input always gives the
 * same URL, on the server and in the browser.
 *
 * Readings where the spec is terse:
 * - A source is either a full https URL on one of the two asset hosts, or a
 *   file path, which lives under `files/{path}` on the first asset host.
 *   Anything else (http, another host, data: or javascript: URLs, `..`
 *   segments) gets no URL at all, so the caller shows its placeholder instead
 *   of asking the resizer to fetch an arbitrary address.
 * - Width and height are CSS pixels; the 2x candidate asks for twice as many
 *   device pixels. Without a width or height the resizer keeps the original
 *   size, so there is only the 1x candidate.
 * - Numbers are whole pixels (rounded), quality 1–100; bad values are left out
 *   rather than sent.
 */

/** Spec section 9: images are served for device pixel ratios 1 and 2. */
export const IMAGE_DENSITIES = [1, 2] as const;
/** Spec section 9: the default output format. */
export const DEFAULT_IMAGE_FORMAT = 'webp';

export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'auto';
export type ImageFit = 'cover' | 'contain' | 'scale-down' | 'crop' | 'pad';

export interface ImageOptions {
  /** CSS pixels. */
  readonly width?: number;
  /** CSS pixels. */
  readonly height?: number;
  /** 1–100. */
  readonly quality?: number;
  readonly fit?: ImageFit;
  /** Default {@link DEFAULT_IMAGE_FORMAT}. */
  readonly format?: ImageFormat;
  /** Fill behind transparent or padded areas, a hex colour such as `#151924`. */
  readonly background?: string;
}

/** Where the resizer lives and which hosts it may fetch from. */
export interface ImageService {
  /** Path or origin of the resizer, without a trailing slash. */
  readonly baseUrl: string;
  /** The two asset hosts (spec section 7); file paths resolve on the first. */
  readonly assetHosts: readonly [string, string];
}

/** Our own image service (adapters/server/http/media), which serves the images stored under `files/media/`. */
export const DEFAULT_IMAGE_SERVICE: ImageService = {
  baseUrl: IMAGE_SERVICE_PATH,
  assetHosts: ASSET_HOSTS,
};

const SAFE_PATH = /^[A-Za-z0-9._~\-/]+$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The https address of an image the resizer may fetch, or null when there is none it may. */
export function imageSource(src: string | null | undefined, service: ImageService = DEFAULT_IMAGE_SERVICE): string | null {
  const text = src?.trim() ?? '';
  if (text === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(text.startsWith('//') ? `https:${text}` : text);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
    return service.assetHosts.includes(url.hostname) ? url.href : null;
  }
  const path = text.replace(/^\/+/, '').replace(/^files\//, '');
  if (path === '' || !SAFE_PATH.test(path) || path.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) return null;
  return `https://${service.assetHosts[0]}/files/${path}`;
}

function pixels(value: number | undefined, density: number): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.max(1, Math.round(value * density));
}

/** The modifier segment for one density: `format=webp,width=320,height=180,quality=80,fit=cover`. */
export function imageModifiers(options: ImageOptions = {}, density = 1): string {
  const parts: string[] = [`format=${options.format ?? DEFAULT_IMAGE_FORMAT}`];
  const width = pixels(options.width, density);
  const height = pixels(options.height, density);
  if (width !== undefined) parts.push(`width=${width}`);
  if (height !== undefined) parts.push(`height=${height}`);
  if (options.quality !== undefined && Number.isFinite(options.quality)) parts.push(`quality=${Math.min(100, Math.max(1, Math.round(options.quality)))}`);
  if (options.background !== undefined && HEX_COLOUR.test(options.background)) parts.push(`background=${encodeURIComponent(options.background)}`);
  if (options.fit !== undefined) parts.push(`fit=${options.fit}`);
  return parts.join(',');
}

/** The resized image URL for one density, or null when the source is not one the resizer may fetch. */
export function imageUrl(src: string | null | undefined, options: ImageOptions = {}, density = 1, service: ImageService = DEFAULT_IMAGE_SERVICE): string | null {
  const source = imageSource(src, service);
  return source === null ? null : `${service.baseUrl}/${imageModifiers(options, density)}/${source}`;
}

/** What an `<img>` needs: the 1x URL and a srcSet with the 1x and 2x candidates. */
export interface ImageSources {
  readonly src: string;
  readonly srcSet: string;
}

/** The `src` and `srcSet` of an image, or null when it has no usable source (show the placeholder). */
export function imageSources(src: string | null | undefined, options: ImageOptions = {}, service: ImageService = DEFAULT_IMAGE_SERVICE): ImageSources | null {
  const base = imageUrl(src, options, 1, service);
  if (base === null) return null;
  const sized = options.width !== undefined || options.height !== undefined;
  const densities = sized ? IMAGE_DENSITIES : IMAGE_DENSITIES.slice(0, 1);
  const srcSet = densities.map((density) => `${imageUrl(src, options, density, service) ?? base} ${density}x`).join(', ');
  return { src: base, srcSet };
}
