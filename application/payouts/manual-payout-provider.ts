import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../domain/index.ts';
import type { PayoutProvider, WithdrawalRecord } from './ports/index.ts';

/**
 * The default payout provider: staff pay by hand in the provider's own
 * dashboard and record its transaction reference here. It keeps the
 * reference as entered (trimmed) and refuses an empty or unprintable one, so
 * every paid withdrawal can be traced to the provider's records.
 */
export class ManualPayoutProvider implements PayoutProvider {
  async disburse(_withdrawal: WithdrawalRecord, reference: string): Promise<Result<{ readonly reference: string }, DomainError>> {
    const trimmed = reference.trim();
    if (!/^[\x21-\x7e][\x20-\x7e]{0,119}$/.test(trimmed)) {
      return err(domainError('VALIDATION_FAILED', 'Enter the payout provider’s reference (1–120 printable characters)', { field: 'reference' }));
    }
    return ok({ reference: trimmed });
  }
}
