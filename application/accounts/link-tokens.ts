import { err, ok, type Result } from 'neverthrow';
import { domainError, SECOND_STEP_TICKET_MINUTES, type DomainError } from '../../domain/index.ts';
import type { AccountRecord, AccountTokenKind, SecondStepKind } from './ports/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { issueLogin } from './issue-login.ts';
import { TWO_FACTOR_REQUIRED_MESSAGE } from './sign-in.ts';

/** Why a link does not work, as the page tells it: used, expired (or replaced by a newer mail), or never issued. */
const REFUSED = {
  used: () => domainError('TOKEN_USED', 'This link has already been used'),
  expired: () => domainError('TOKEN_EXPIRED', 'This link has expired or a newer one was sent'),
  unknown: () => domainError('TOKEN_INVALID', 'This link is invalid'),
} as const;

/** Spends a mailed link or a second-step ticket and reads its account (which must still be allowed in). */
export async function consumeToken(
  deps: AccountsDeps,
  kind: AccountTokenKind,
  token: string,
): Promise<Result<{ readonly account: AccountRecord; readonly email: string | null }, DomainError>> {
  const used = await deps.accountTokens.consume(kind, token, deps.clock.now());
  if (used.status !== 'ok') return err(REFUSED[used.status]());
  const account = await deps.accounts.findById(used.userId);
  if (account === undefined) return err(REFUSED.unknown());
  if (account.banned || account.removed) return err(domainError('USER_BANNED', 'This account is disabled'));
  return ok({ account, email: used.email });
}

/** The step a ticket leads to; the client sends the code (and for a reset the new password again). */
export type SecondStep = 'LOGIN' | 'RESET_PASSWORD';
const TICKET_KIND: Readonly<Record<SecondStep, SecondStepKind>> = { LOGIN: 'LOGIN_SECOND_STEP', RESET_PASSWORD: 'RESET_SECOND_STEP' };

export function ticketKindOf(step: SecondStep): SecondStepKind {
  return TICKET_KIND[step];
}

/**
 * Where a spent link leads (issue 11, finding 1): a session when the account
 * has no second factor; otherwise TWO_FACTOR_REQUIRED carrying a short-lived
 * single-use ticket in its details, so whoever reads the mailbox still needs
 * the authenticator code. The ticket is stored hashed like every link token.
 */
export async function sessionOrSecondStep(deps: AccountsDeps, account: AccountRecord, step: SecondStep): Promise<Result<LoginResult, DomainError>> {
  if (!account.twoFactorEnabled) return ok(await issueLogin(deps, account.id));
  const ticket = deps.random.token();
  const ticketExpires = new Date(deps.clock.now().getTime() + SECOND_STEP_TICKET_MINUTES * 60_000);
  await deps.accountTokens.create(ticketKindOf(step), account.id, ticket, ticketExpires);
  return err(domainError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE, { ticket, ticketExpires: ticketExpires.toISOString(), step }));
}
