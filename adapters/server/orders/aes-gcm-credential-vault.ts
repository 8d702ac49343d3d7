import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CredentialVault } from '../../../application/orders/index.ts';

/**
 * Seals delivered account credentials with AES-256-GCM: a fresh 12-byte IV per
 * sealing, the 16-byte tag authenticating it, stored as base64 of iv ‖ tag ‖
 * ciphertext. A sealed string that was altered, or sealed under another key,
 * does not open (undefined), never a wrong plaintext.
 */
export class AesGcmCredentialVault implements CredentialVault {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32) throw new Error('AesGcmCredentialVault: the key must be 32 bytes (64 hex digits)');
  }

  seal(credentials: { login: string; password: string; extra: string | null }): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): { login: string; password: string; extra: string | null } | undefined {
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const parsed = JSON.parse(text) as { login: string; password: string; extra: string | null };
      return { login: String(parsed.login), password: String(parsed.password), extra: parsed.extra === null ? null : String(parsed.extra) };
    } catch {
      return undefined;
    }
  }
}
