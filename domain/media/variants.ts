/**
 * Which resized copies of an image exist. The image service resizes on
 * request, but only to a fixed ladder of widths, so one image has a bounded
 * number of variants on disk however many sizes pages ask for: an asked
 * width is rounded up to the next step (the browser scales down the few
 * extra pixels), and anything beyond the top step gets the top step.
 * Heights follow the asked aspect ratio at the chosen width.
 */
export const MEDIA_WIDTHS = [32, 48, 64, 96, 128, 160, 192, 256, 320, 384, 480, 640, 768, 960, 1280, 1600] as const;

/** The largest side an original is kept at (uploads are re-encoded down to it). */
export const MEDIA_MAX_SIDE = 2048;

/** Upload limit: larger files are refused before they are decoded. */
export const MEDIA_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Output encodings the service produces; webp is the default (spec section 9). */
export const MEDIA_OUTPUT_FORMATS = ['webp', 'avif'] as const;
export type MediaOutputFormat = (typeof MEDIA_OUTPUT_FORMATS)[number];

export const MEDIA_FITS = ['cover', 'contain', 'scale-down', 'crop', 'pad'] as const;
export type MediaFit = (typeof MEDIA_FITS)[number];

/** A stored image's name: the first 32 hex digits of the SHA-256 of the bytes it was made from. */
export const MEDIA_KEY = /^[0-9a-f]{32}$/;

/** What a page asked for, after the ladder: the exact variant to make or serve. */
export interface MediaVariant {
  readonly width: number;
  /** Null keeps the original's aspect ratio. */
  readonly height: number | null;
  readonly fit: MediaFit;
  readonly format: MediaOutputFormat;
  readonly quality: number;
  /** `#rrggbb` behind transparent or padded areas, or null for none. */
  readonly background: string | null;
}

export interface VariantRequest {
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  readonly fit?: MediaFit | undefined;
  readonly format?: MediaOutputFormat | undefined;
  readonly quality?: number | undefined;
  readonly background?: string | undefined;
}

export const DEFAULT_MEDIA_QUALITY = 80;

/** The smallest ladder width at least `asked` (the top step beyond it). */
export function ladderWidth(asked: number): number {
  const top = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? asked;
  return MEDIA_WIDTHS.find((width) => width >= asked) ?? top;
}

/** Quality rounded to steps of 5 (bounding variants again), clamped to 30–95. */
function steppedQuality(quality: number | undefined): number {
  if (quality === undefined || !Number.isFinite(quality)) return DEFAULT_MEDIA_QUALITY;
  return Math.min(95, Math.max(30, Math.round(quality / 5) * 5));
}

function expandColour(hex: string | undefined): string | null {
  if (hex === undefined) return null;
  const body = hex.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(body)) return `#${[...body].map((c) => c + c).join('')}`;
  return /^[0-9a-f]{6}$/.test(body) ? `#${body}` : null;
}

/** The variant to serve for a request: width on the ladder, height scaled with it. */
export function variantFor(request: VariantRequest): MediaVariant {
  const askedWidth = request.width ?? (request.height === undefined ? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 1600 : request.height);
  const width = ladderWidth(askedWidth);
  const height = request.height === undefined ? null : Math.max(1, Math.round((request.height * width) / askedWidth));
  return {
    width,
    height,
    fit: request.fit ?? 'cover',
    format: request.format ?? 'webp',
    quality: steppedQuality(request.quality),
    background: expandColour(request.background),
  };
}

/** A file name for a variant, unique per variant of one image. */
export function variantName(variant: MediaVariant): string {
  const background = variant.background === null ? '' : `-${variant.background.slice(1)}`;
  return `${variant.width}x${variant.height ?? 0}-${variant.fit}-q${variant.quality}${background}.${variant.format}`;
}
