import { err, ok, type Result } from 'neverthrow';
import { domainError, MEDIA_KEY, variantFor, variantName, type DomainError, type MediaOutputFormat, type VariantRequest } from '../../domain/index.ts';
import type { ImageCodec, MediaStore } from './ports.ts';

export interface ServedImage {
  readonly bytes: Uint8Array;
  readonly format: MediaOutputFormat;
  readonly width: number;
}

/**
 * Answers one variant of a stored image: from the disk cache when it was
 * made before, else resized now and kept (the width ladder bounds how many
 * there can be per image). Concurrent first requests for one variant share
 * one resize.
 */
export class ServeImage {
  readonly #pending = new Map<string, Promise<Uint8Array>>();

  constructor(
    private readonly store: MediaStore,
    private readonly codec: ImageCodec,
  ) {}

  async execute(key: string, request: VariantRequest): Promise<Result<ServedImage, DomainError>> {
    if (!MEDIA_KEY.test(key)) return err(domainError('NOT_FOUND', 'No such image'));
    const variant = variantFor(request);
    const name = variantName(variant);
    const cached = await this.store.getVariant(key, name);
    if (cached !== null) return ok({ bytes: cached, format: variant.format, width: variant.width });
    const id = `${key}/${name}`;
    let making = this.#pending.get(id);
    if (making === undefined) {
      making = this.make(key, name, variant).finally(() => this.#pending.delete(id));
      this.#pending.set(id, making);
    }
    const bytes = await making.catch(() => null);
    if (bytes === null || bytes.byteLength === 0) return err(domainError('NOT_FOUND', 'No such image'));
    return ok({ bytes, format: variant.format, width: variant.width });
  }

  private async make(key: string, name: string, variant: ReturnType<typeof variantFor>): Promise<Uint8Array> {
    const original = await this.store.getOriginal(key);
    if (original === null) return new Uint8Array();
    const bytes = await this.codec.resize(original, variant);
    await this.store.putVariant(key, name, bytes);
    return bytes;
  }
}
