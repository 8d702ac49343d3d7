import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServeArtwork, ServeImage, ServedImage, StoreImage } from '../../../../application/media/index.ts';
import type { Result } from 'neverthrow';
import { domainError, MEDIA_KEY, MEDIA_MAX_UPLOAD_BYTES, parseArtPath, type ArtSubject, type DomainError, type VariantRequest } from '../../../../domain/index.ts';
import {
  ASSET_HOSTS,
  IMAGE_SERVICE_PATH,
  ImageModifiers,
  ImageRouteParams,
  MEDIA_FILES_PREFIX,
  splitModifiers,
  UPLOAD_FIELD,
  type UploadedImage,
} from '../../../../contracts/media/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

export interface MediaRouteDeps {
  readonly storeImage: StoreImage;
  readonly serveImage: ServeImage;
  readonly serveArtwork: ServeArtwork;
}

/** Content-addressed: a key's bytes never change, so browsers and CDNs may keep a variant for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Artwork is addressed by subject and redrawn when a name changes: a day, then revalidated. */
const ARTWORK = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The image service and uploads (contracts/media/images.ts).
 * GET {IMAGE_SERVICE_PATH}/{modifiers}/{source}: a stored image resized to
 * the width ladder and re-encoded; 400 naming the modifier for a bad one, 404
 * for a source that is not one of our stored images (the page then shows its
 * placeholder). POST /api/media/uploads: one multipart `file` from a signed-in
 * user, checked by its bytes, limited in size and rate.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  app.get(`${IMAGE_SERVICE_PATH}/:modifiers/*`, async (request, reply) => {
    const params = parseInput(ImageRouteParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const modifiers = parseInput(ImageModifiers, splitModifiers(params.value.modifiers), 'modifiers');
    if (modifiers.isErr()) return sendDomainError(reply, modifiers.error);
    const source = sourceOf(params.value['*']);
    if (source === null) return sendDomainError(reply, domainError('NOT_FOUND', 'source: not an image of ours', { field: 'source' }));
    const { format, width, height, quality, fit, resize, background } = modifiers.value;
    const avif = format === 'avif' || (format === 'auto' && (request.headers.accept ?? '').includes('image/avif'));
    const wanted: VariantRequest = { width, height, quality, fit: fit ?? resize, background, format: avif ? 'avif' : 'webp' };
    const served: Result<ServedImage, DomainError> =
      'key' in source ? await deps.serveImage.execute(source.key, wanted) : await deps.serveArtwork.execute(source.art, wanted);
    if (served.isErr()) return sendDomainError(reply, served.error);
    if (format === 'auto') reply.header('vary', 'accept');
    return reply
      .header('content-type', `image/${served.value.format}`)
      .header('cache-control', 'key' in source ? IMMUTABLE : ARTWORK)
      .send(Buffer.from(served.value.bytes));
  });

  // Multipart parsing only where uploads are taken; every other route keeps refusing multipart bodies.
  // Registered lazily: the scope loads when the app becomes ready.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });
    scope.post('/api/media/uploads', (request, reply) => upload(request, reply, deps.storeImage));
  });
}

async function upload(request: FastifyRequest, reply: FastifyReply, storeImage: StoreImage): Promise<FastifyReply> {
  if (!request.isMultipart()) {
    return sendDomainError(reply, domainError('VALIDATION_FAILED', `body: must be multipart/form-data with a '${UPLOAD_FIELD}' file`, { field: 'body' }));
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    return sendDomainError(reply, domainError('VALIDATION_FAILED', 'body: malformed multipart body', { field: 'body' }));
  }
  if (file === undefined || file.fieldname !== UPLOAD_FIELD) {
    return sendDomainError(reply, domainError('VALIDATION_FAILED', `${UPLOAD_FIELD}: is required`, { field: UPLOAD_FIELD }));
  }
  let bytes: Uint8Array = new Uint8Array();
  let truncated = false;
  try {
    bytes = new Uint8Array(await file.toBuffer());
  } catch {
    // @fastify/multipart throws once the file passes the size limit; the rest of the stream is discarded.
    truncated = true;
  }
  const stored = await storeImage.upload(await request.actor, { bytes, field: UPLOAD_FIELD, truncated: truncated || file.file.truncated });
  if (stored.isErr()) return sendDomainError(reply, stored.error);
  const answer: UploadedImage = { key: stored.value.key, src: `${MEDIA_FILES_PREFIX}${stored.value.key}`, width: stored.value.width, height: stored.value.height };
  return reply.code(201).header('cache-control', 'no-store').send(answer);
}

/** A stored image's key or an artwork subject, from `https://{asset host}/files/{media/key | art/...}` (or the bare path), else null. */
export function sourceOf(source: string): { readonly key: string } | { readonly art: ArtSubject } | null {
  let path = source;
  const absolute = /^https:\/\/?([^/]+)\/(.*)$/.exec(source);
  if (absolute !== null) {
    if (!(ASSET_HOSTS as readonly string[]).includes(absolute[1] ?? '')) return null;
    path = absolute[2] ?? '';
  }
  const file = path.replace(/^\/+/, '').replace(/^files\//, '');
  const art = parseArtPath(file);
  if (art !== null) return { art };
  if (!file.startsWith(MEDIA_FILES_PREFIX)) return null;
  const key = file.slice(MEDIA_FILES_PREFIX.length);
  return MEDIA_KEY.test(key) ? { key } : null;
}
