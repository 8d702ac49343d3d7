/** Images: uploads and trusted imports kept re-encoded by content hash, and resized variants served from a disk cache. */
export { StoreImage, UPLOAD_RATE_LIMIT, type UploadInput } from './store-image.ts';
export { ServeImage, type ServedImage } from './serve-image.ts';
export type { ContentKey, ImageCodec, MediaStore, StoredOriginal } from './ports.ts';
export { ServeArtwork, type ArtworkPainter, type ArtworkSubjects } from './serve-artwork.ts';
