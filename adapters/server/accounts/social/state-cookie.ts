import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { SOCIAL_PROVIDERS } from '../../../../domain/index.ts';

/*
 * What a social sign-in keeps between sending the browser to the provider
 * and its coming back (the state, Discord's PKCE verifier), held by the
 * browser itself in a short-lived HttpOnly cookie sealed with AES-256-GCM:
 * nothing to store server-side, any process can read it, and neither a page
 * script nor the browser's owner can read or alter the verifier.
 */

export const STATE_COOKIE = 'social_sign_in';
/** The cookie is sent only to the callbacks. */
export const STATE_COOKIE_PATH = '/api/auth';
/** Time to approve at the provider. */
export const STATE_LIFETIME_SECONDS = 600;

const Pending = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  state: v.string(),
  /** Discord's PKCE code verifier; empty for Steam. */
  verifier: v.string(),
  expiresAt: v.number(),
  /** The page to return to once signed in (checked at the start). */
  returnTo: v.optional(v.string()),
});
export type PendingSignIn = v.InferOutput<typeof Pending>;

export class StateSeal {
  /** `key`: 32 bytes. */
  constructor(private readonly key: Buffer) {}

  seal(pending: PendingSignIn): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The pending sign-in, or null for a missing, altered or expired cookie. */
  open(sealed: string | undefined, now: Date): PendingSignIn | null {
    if (sealed === undefined || sealed.length > 2000) return null;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const parsed = v.safeParse(Pending, JSON.parse(text));
      if (!parsed.success || parsed.output.expiresAt < now.getTime()) return null;
      return parsed.output;
    } catch {
      return null;
    }
  }
}
