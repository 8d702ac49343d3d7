import { err, ok, type Result } from 'neverthrow';
import { domainError, MEDIA_MAX_UPLOAD_BYTES, sniffImageType, signedInUserId, type Actor, type DomainError } from '../../domain/index.ts';
import type { RateLimit, RateLimiter } from '../shared/ports/index.ts';
import type { ContentKey, ImageCodec, MediaStore, StoredOriginal } from './ports.ts';

/** How many images one account may upload: enough for a profile and a product gallery, not for filling the disk. */
export const UPLOAD_RATE_LIMIT: RateLimit = { points: 30, perSeconds: 600 };

export interface UploadInput {
  readonly bytes: Uint8Array;
  /** The multipart field the file came in, named in errors. */
  readonly field: string;
  /** Whether the sender's stream was cut at the size limit. */
  readonly truncated: boolean;
}

/**
 * Stores images. `upload` is what people call: signed in, within the rate
 * limit and the size limit, and a raster image by its bytes (the name and the
 * claimed type are ignored). `importTrusted` is for our own generated artwork
 * (SVG allowed) from the seed. Both keep only the re-encoded copy, so EXIF
 * (camera, GPS) never reaches other visitors, and both name it by the hash of
 * the bytes received: the same file uploaded twice is stored once.
 */
export class StoreImage {
  constructor(
    private readonly store: MediaStore,
    private readonly codec: ImageCodec,
    private readonly keyOf: ContentKey,
    private readonly limiter: RateLimiter,
  ) {}

  async upload(actor: Actor, input: UploadInput): Promise<Result<StoredOriginal, DomainError>> {
    const userId = signedInUserId(actor);
    if (userId === null) return err(domainError('UNAUTHENTICATED', 'Sign in to upload images'));
    const decision = await this.limiter.consume(`media-upload:${userId}`, UPLOAD_RATE_LIMIT);
    if (!decision.allowed) return err(domainError('RATE_LIMITED', `Too many uploads; try again in ${Math.ceil(decision.retryAfterMs / 1000)} s`));
    if (input.truncated || input.bytes.byteLength > MEDIA_MAX_UPLOAD_BYTES) {
      return err(domainError('MEDIA_TOO_LARGE', `${input.field}: must be at most ${MEDIA_MAX_UPLOAD_BYTES / (1024 * 1024)} MB`, { field: input.field }));
    }
    if (input.bytes.byteLength === 0) return err(invalid(input.field, `${input.field}: is empty`));
    if (sniffImageType(input.bytes) === null) return err(invalid(input.field, `${input.field}: must be a PNG, JPEG, WebP, GIF or AVIF image`));
    return this.keep(input.bytes, input.field);
  }

  /** Our own artwork (the seed's SVGs): no user, no limits. */
  async importTrusted(bytes: Uint8Array): Promise<Result<StoredOriginal, DomainError>> {
    return this.keep(bytes, 'file');
  }

  private async keep(bytes: Uint8Array, field: string): Promise<Result<StoredOriginal, DomainError>> {
    let normalised: Awaited<ReturnType<ImageCodec['normalise']>>;
    try {
      normalised = await this.codec.normalise(bytes);
    } catch {
      // The header looked right but the pixels do not decode: the sender's problem, not ours.
      return err(invalid(field, `${field}: the image could not be decoded`));
    }
    const key = this.keyOf(bytes);
    if (!(await this.store.has(key))) await this.store.putOriginal(key, normalised.bytes);
    return ok({ key, width: normalised.width, height: normalised.height });
  }
}

function invalid(field: string, message: string): DomainError {
  return domainError('VALIDATION_FAILED', message, { field });
}
