import { readFileSync } from 'node:fs';
import type { BreachedPasswords } from '../../../application/accounts/ports/index.ts';
import { passwordDigest } from './password-digest.ts';

/** The list shipped with the server: a few thousand of the most common breached passwords. */
export const BREACHED_PASSWORDS_FILE = new URL('./breached-passwords.txt', import.meta.url);

/**
 * The breached-password list held in memory as SHA-256 digests (the form
 * clients send), read once at start; a few thousand entries cost ~250 kB.
 */
export class BreachedPasswordList implements BreachedPasswords {
  private readonly digests: ReadonlySet<string>;

  constructor(text: string = readFileSync(BREACHED_PASSWORDS_FILE, 'utf8')) {
    const entries = text.split(/\r?\n/).filter((line) => line !== '' && !line.startsWith('#!comment:'));
    this.digests = new Set(entries.map(passwordDigest));
  }

  get size(): number {
    return this.digests.size;
  }

  includes(digest: string): Promise<boolean> {
    return Promise.resolve(this.digests.has(digest.toLowerCase()));
  }
}
