import { err, ok, type Result } from 'neverthrow';
import type { VerificationState } from '../accounts/index.ts';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * Withdrawals above a threshold need a verified identity: a seller who is
 * neither VERIFIED nor whiteListed may take out at most $500 (USD minor
 * units) over any rolling 30 days, counting every withdrawal not rejected,
 * cancelled or failed plus the one asked for. Reading: the limit is on the
 * gross amount asked for (fees included), and a whitelisted seller is
 * trusted by staff without documents.
 */
export const UNVERIFIED_WITHDRAWAL_LIMIT_MINOR = 50_000;
export const WITHDRAWAL_LIMIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export interface WithdrawalStanding {
  readonly verificationState: VerificationState;
  readonly whiteListed: boolean;
}

/** Whether a withdrawal of `amountMinor` may be asked for, given what was withdrawn within the window. */
export function checkWithdrawalAllowance(standing: WithdrawalStanding, withdrawnInWindowMinor: number, amountMinor: number): Result<true, DomainError> {
  if (standing.whiteListed || standing.verificationState === 'VERIFIED') return ok(true);
  if (withdrawnInWindowMinor + amountMinor <= UNVERIFIED_WITHDRAWAL_LIMIT_MINOR) return ok(true);
  const left = Math.max(0, UNVERIFIED_WITHDRAWAL_LIMIT_MINOR - withdrawnInWindowMinor);
  return err(
    domainError('VERIFICATION_REQUIRED_FOR_WITHDRAWAL', `Verify your identity to withdraw more than ${UNVERIFIED_WITHDRAWAL_LIMIT_MINOR / 100} USD in 30 days (${(left / 100).toFixed(2)} USD left)`, {
      field: 'amountMinor',
    }),
  );
}
