import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { PrivateDocumentFiles } from '../../../application/verification/index.ts';

/** A document id: 32 lower-case hex digits, which keeps every path inside the root. */
const DOCUMENT_ID = /^[0-9a-f]{32}$/;

/**
 * Identity documents on disk, in a directory of their own apart from the
 * public media directory, so no image route can ever reach them; they are
 * read only through the verification use case's permission check.
 */
export class DiskPrivateDocumentFiles implements PrivateDocumentFiles {
  /** `extension` names the files on disk (identity documents are re-encoded WebP; message documents keep theirs in the database). */
  constructor(
    private readonly root: string,
    private readonly extension = '.webp',
  ) {}

  async put(id: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(id);
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, path);
  }

  async get(id: string): Promise<Uint8Array | null> {
    if (!DOCUMENT_ID.test(id)) return null;
    try {
      return new Uint8Array(await readFile(this.path(id)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    if (DOCUMENT_ID.test(id)) await rm(this.path(id), { force: true });
  }

  private path(id: string): string {
    if (!DOCUMENT_ID.test(id)) throw new Error(`bad document id ${id}`);
    return join(this.root, id.slice(0, 2), `${id}${this.extension}`);
  }
}
