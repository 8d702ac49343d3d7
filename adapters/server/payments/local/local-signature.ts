import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';

/** The header the local provider signs its webhooks in: `t={unix seconds},v1={hex HMAC-SHA256 of "t.body"}`. */
export const LOCAL_SIGNATURE_HEADER = 'x-local-signature';

/** How old a signature may be: an older delivery is a replay and is refused (Stripe's default too). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` signed at `at`. */
export function signLocalWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

function invalid(reason: string): Result<never, DomainError> {
  return err(domainError('WEBHOOK_SIGNATURE_INVALID', `Webhook signature refused: ${reason}`, { field: `headers.${LOCAL_SIGNATURE_HEADER}` }));
}

/**
 * Checks a delivery: the HMAC over `timestamp.body` must match (compared in
 * constant time), and the timestamp must lie within the tolerance of `now`,
 * so a captured delivery cannot be replayed later. Within the tolerance a
 * replay is harmless: the event id was recorded the first time.
 */
export function verifyLocalWebhook(secret: string, body: string, header: string | undefined, now: Date): Result<void, DomainError> {
  if (header === undefined || header === '') return invalid('no signature header');
  const parts = new Map(header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  }));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isSafeInteger(timestamp) || signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) return invalid('malformed signature header');
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return invalid('signature does not match');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return invalid('timestamp outside the tolerance');
  return ok(undefined);
}
