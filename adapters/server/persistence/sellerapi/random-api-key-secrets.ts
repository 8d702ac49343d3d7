import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeySecrets } from '../../../../application/sellerapi/index.ts';
import { API_KEY_SECRET_PREFIX } from '../../../../domain/index.ts';

/** Secrets of 256 random bits, hashed with SHA-256 for lookup (a slow hash buys nothing against a random secret). */
export class RandomApiKeySecrets implements ApiKeySecrets {
  newId(): string {
    return `ak_${randomBytes(12).toString('base64url')}`;
  }

  newSecret(): string {
    return API_KEY_SECRET_PREFIX + randomBytes(32).toString('base64url');
  }

  hash(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }
}
