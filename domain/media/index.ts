/** Images: what a file is (by its bytes), the upload limit, and the fixed ladder of resized variants. */
export { MEDIA_ERROR_CODES, type MediaErrorCode } from './errors.ts';
export { sniffImageType, type RasterImageType } from './image-type.ts';
export {
  DEFAULT_MEDIA_QUALITY,
  MEDIA_FITS,
  MEDIA_KEY,
  MEDIA_MAX_SIDE,
  MEDIA_MAX_UPLOAD_BYTES,
  MEDIA_OUTPUT_FORMATS,
  MEDIA_WIDTHS,
  ladderWidth,
  variantFor,
  variantName,
  type MediaFit,
  type MediaOutputFormat,
  type MediaVariant,
  type VariantRequest,
} from './variants.ts';
export { ART_PREFIX, artPath, monogram, parseArtPath, type ArtKind, type ArtSubject } from './artwork.ts';
