import sharp from 'sharp';
import { MEDIA_MAX_SIDE, type MediaVariant } from '../../../domain/index.ts';
import type { ImageCodec } from '../../../application/media/index.ts';

/** Decoding stops past this many pixels (a 5 MB PNG can claim 50 000 × 50 000 and exhaust memory). */
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp's fit for each of the service's fit words. */
const FIT: Readonly<Record<MediaVariant['fit'], keyof sharp.FitEnum>> = {
  cover: 'cover',
  crop: 'cover',
  contain: 'contain',
  pad: 'contain',
  'scale-down': 'inside',
};

/**
 * Pixels through sharp (libvips). Originals are auto-rotated by their EXIF
 * orientation and re-encoded as lossless-ish WebP; sharp writes no metadata
 * unless asked, so EXIF, XMP and ICC comments are dropped. Only the first
 * frame of an animation is kept.
 */
export class SharpImageCodec implements ImageCodec {
  async normalise(bytes: Uint8Array): Promise<{ bytes: Uint8Array; width: number; height: number }> {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MEDIA_MAX_SIDE, height: MEDIA_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 92, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  }

  async resize(original: Uint8Array, variant: MediaVariant): Promise<Uint8Array> {
    let pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
      width: variant.width,
      ...(variant.height === null ? {} : { height: variant.height }),
      fit: FIT[variant.fit],
      withoutEnlargement: variant.fit === 'scale-down',
      ...(variant.background === null ? { background: { r: 0, g: 0, b: 0, alpha: 0 } } : { background: variant.background }),
    });
    if (variant.background !== null) pipeline = pipeline.flatten({ background: variant.background });
    const encoded = variant.format === 'avif' ? pipeline.avif({ quality: variant.quality, effort: 2 }) : pipeline.webp({ quality: variant.quality, effort: 4 });
    return new Uint8Array(await encoded.toBuffer());
  }
}
