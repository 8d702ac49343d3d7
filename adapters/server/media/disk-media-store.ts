import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_KEY } from '../../../domain/index.ts';
import type { MediaStore } from '../../../application/media/index.ts';

/** A variant file name as {@link variantName} writes it; anything else is refused before touching the disk. */
const VARIANT_NAME = /^[0-9]+x[0-9]+-[a-z-]+-q[0-9]+(?:-[0-9a-f]{6})?\.(?:webp|avif)$/;

/** The content-addressed name of some bytes: the first 32 hex digits of their SHA-256. */
export function sha256Key(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Images in a directory (the embedded default, under the data directory):
 * `originals/ab/abcdef….webp` and `variants/ab/abcdef…/{variant}`, fanned out
 * by the key's first two digits so no directory grows huge. Writes go to a
 * temporary name and are renamed into place, so a reader never sees half a
 * file and two processes writing the same key (same bytes) cannot clash.
 */
export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  async has(key: string): Promise<boolean> {
    return (await this.read(this.originalPath(key))) !== null;
  }

  async putOriginal(key: string, bytes: Uint8Array): Promise<void> {
    await this.write(this.originalPath(key), bytes);
  }

  getOriginal(key: string): Promise<Uint8Array | null> {
    return this.read(this.originalPath(key));
  }

  getVariant(key: string, name: string): Promise<Uint8Array | null> {
    return this.read(this.variantPath(key, name));
  }

  async putVariant(key: string, name: string, bytes: Uint8Array): Promise<void> {
    await this.write(this.variantPath(key, name), bytes);
  }

  private originalPath(key: string): string {
    return join(this.root, 'originals', checkedKey(key).slice(0, 2), `${key}.webp`);
  }

  private variantPath(key: string, name: string): string {
    if (!VARIANT_NAME.test(name)) throw new Error(`bad variant name ${name}`);
    return join(this.root, 'variants', checkedKey(key).slice(0, 2), key, name);
  }

  private async read(path: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private async write(path: string, bytes: Uint8Array): Promise<void> {
    await mkdir(join(path, '..'), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }
}

function checkedKey(key: string): string {
  // Keys come from URLs; the pattern is what keeps them inside the root.
  if (!MEDIA_KEY.test(key)) throw new Error(`bad media key ${key}`);
  return key;
}
