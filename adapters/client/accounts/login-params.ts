import type { Result } from 'neverthrow';
import type { LoginGrant } from '../../../application/accounts/ports/index.ts';
import { domainError, type DomainError } from '../../../domain/index.ts';
import { LoginMethod, type Password } from '../../../contracts/accounts/index.ts';
import { checkedAnswer } from '../shared/ddp-answer.ts';

/*
 * What every call that signs in shares: the password as Meteor clients send
 * it, and the session checked out of the answer. Kept apart from the channel
 * so that the sign-up and link adapters do not pull simpleddp into the first load.
 */

/** Meteor clients hash the password before it leaves the browser; without WebCrypto (plain http) the server takes the text. */
export async function passwordParam(password: string): Promise<Password> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return password;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(password)));
  return { digest: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''), algorithm: 'sha-256' };
}

/** The session a login answered; an answer without one is a failed login, not a signed-in browser. */
export function grantOf(answer: unknown): Result<LoginGrant, DomainError> {
  return checkedAnswer(LoginMethod, answer)
    .map((a) => ({ userId: a.id, token: a.token, tokenExpires: a.tokenExpires }))
    .mapErr(() => domainError('LOGIN_FAILED', 'The server answered without a session'));
}
