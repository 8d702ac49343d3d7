import { err, ok, type Result } from 'neverthrow';
import { checkPayoutDetails, maskPayoutDetails, payoutDetailsLine, requirePermission, type Actor, type DomainError, type PayoutDetails, type PayoutMethodId } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { PayoutDetailsStore } from './ports/index.ts';

export interface PayoutDetailsView {
  readonly method: PayoutMethodId;
  /** Sensitive fields masked (`••••1234`). */
  readonly details: PayoutDetails;
  /** The masked details as one line, as the withdrawal form shows them. */
  readonly summary: string;
  readonly updatedAt: string;
}

const view = (method: PayoutMethodId, details: PayoutDetails, updatedAt: Date): PayoutDetailsView => {
  const masked = maskPayoutDetails(method, details);
  return { method, details: masked, summary: payoutDetailsLine(method, masked), updatedAt: updatedAt.toISOString() };
};

/**
 * `savePayoutDetails` / `myPayoutDetails`: where a seller wants their money
 * sent, per payout method, checked by the domain's rules of that method
 * ('withdrawal.request': whoever may withdraw may keep details). Read back
 * masked; the full details leave the server only inside a withdrawal a
 * disburser pays (`fullLine`).
 */
export class PayoutDetailsBook {
  constructor(
    private readonly store: PayoutDetailsStore,
    private readonly clock: Clock,
  ) {}

  async save(actor: Actor, input: { readonly method: PayoutMethodId; readonly details: Readonly<Record<string, string>> }): Promise<Result<PayoutDetailsView, DomainError>> {
    const user = requirePermission(actor, 'withdrawal.request');
    if (user.isErr()) return err(user.error);
    const checked = checkPayoutDetails(input.method, input.details);
    if (checked.isErr()) return err(checked.error);
    const updatedAt = this.clock.now();
    await this.store.save(user.value, { method: input.method, details: checked.value, updatedAt });
    return ok(view(input.method, checked.value, updatedAt));
  }

  async mine(actor: Actor): Promise<Result<readonly PayoutDetailsView[], DomainError>> {
    const user = requirePermission(actor, 'withdrawal.request');
    if (user.isErr()) return err(user.error);
    return ok((await this.store.ofUser(user.value)).map((saved) => view(saved.method, saved.details, saved.updatedAt)));
  }

  /** The saved details of the method as a withdrawal's `details` line, unmasked; undefined when none are saved. */
  async fullLine(userId: string, method: PayoutMethodId): Promise<string | undefined> {
    const saved = (await this.store.ofUser(userId)).find((s) => s.method === method);
    return saved === undefined ? undefined : payoutDetailsLine(method, saved.details);
  }
}
