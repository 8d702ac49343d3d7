import type { MediaVariant } from '../../domain/index.ts';

/** A stored original: re-encoded, metadata-free, at most MEDIA_MAX_SIDE on its longer side. */
export interface StoredOriginal {
  readonly key: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Where images live: originals by their content-addressed key, and the
 * resized variants made from them beside. Adapters: a directory on disk (the
 * embedded default); an object store would implement the same four calls.
 */
export interface MediaStore {
  /** Whether an original with this key is stored. */
  has(key: string): Promise<boolean>;
  putOriginal(key: string, bytes: Uint8Array): Promise<void>;
  getOriginal(key: string): Promise<Uint8Array | null>;
  getVariant(key: string, name: string): Promise<Uint8Array | null>;
  putVariant(key: string, name: string, bytes: Uint8Array): Promise<void>;
}

/** Decoding and encoding pixels (sharp in production). Failures reject: the use case turns them into answers. */
export interface ImageCodec {
  /** Re-encodes any decodable image (SVG included, for trusted callers) to the stored original form. */
  normalise(bytes: Uint8Array): Promise<{ readonly bytes: Uint8Array; readonly width: number; readonly height: number }>;
  /** Makes one variant from a stored original. */
  resize(original: Uint8Array, variant: MediaVariant): Promise<Uint8Array>;
}

/** The content-addressed name of some bytes (a hash; see MEDIA_KEY). */
export type ContentKey = (bytes: Uint8Array) => string;
