import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../../application/accounts/ports/index.ts';

/**
 * argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 iterations,
 * 1 lane. The parameters travel inside each hash, so raising them later still
 * verifies old hashes.
 */
/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

export const ARGON2_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_PARAMETERS);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      // A malformed stored hash is a failed check, not a crash.
      return false;
    }
  }
}
