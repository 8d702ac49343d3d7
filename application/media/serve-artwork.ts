import { err, type Result } from 'neverthrow';
import { domainError, type ArtSubject, type DomainError, type VariantRequest } from '../../domain/index.ts';
import type { ContentKey, ImageCodec, MediaStore } from './ports.ts';
import type { ServedImage, ServeImage } from './serve-image.ts';

/** Who the artwork's ids are: their display names, or null when one does not exist (no artwork for made-up subjects). */
export interface ArtworkSubjects {
  labelsOf(subject: ArtSubject): Promise<readonly string[] | null>;
}

/** Draws a subject's artwork as SVG (adapters/server/media/artwork-svg.ts). */
export type ArtworkPainter = (subject: ArtSubject, labels: readonly string[]) => string;

/**
 * Artwork for what has no picture: only for subjects that exist (so the
 * cache stays bounded by the catalog), drawn as SVG, kept as an original
 * under the hash of that SVG (a renamed game gets a new picture, never a
 * stale one), then served like any stored image.
 */
export class ServeArtwork {
  readonly #keys = new Map<string, string>();

  constructor(
    private readonly subjects: ArtworkSubjects,
    private readonly paint: ArtworkPainter,
    private readonly store: MediaStore,
    private readonly codec: ImageCodec,
    private readonly keyOf: ContentKey,
    private readonly images: ServeImage,
  ) {}

  async execute(subject: ArtSubject, request: VariantRequest): Promise<Result<ServedImage, DomainError>> {
    const labels = await this.subjects.labelsOf(subject);
    if (labels === null) return err(domainError('NOT_FOUND', 'No such image'));
    const svg = new TextEncoder().encode(this.paint(subject, labels));
    const key = this.keyOf(svg);
    if (this.#keys.get(subject.ids.join('/') + subject.kind) !== key && !(await this.store.has(key))) {
      const original = await this.codec.normalise(svg);
      await this.store.putOriginal(key, original.bytes);
    }
    this.#keys.set(subject.ids.join('/') + subject.kind, key);
    return this.images.execute(key, request);
  }
}
