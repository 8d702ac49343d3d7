import { err, ok, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../../domain/index.ts';
import type { StaffAuditEntry } from '../../../contracts/orders/index.ts';
import type { StaffAuditLog } from '../ports/index.ts';

/** More than any order gathers in practice; the page shows them all. */
const AUDIT_ENTRIES_LIMIT = 200;

/**
 * `orderAuditLog`: the staff's actions on one order (refunds, forced
 * completions, dispute decisions) with who, when, what and why, for the
 * staff order tools. Staff only: the parties see the order's timeline instead.
 */
export class ReadOrderAuditLog {
  constructor(private readonly audit: StaffAuditLog) {}

  async execute(actor: Actor, p: { orderId: string }): Promise<Result<{ entries: readonly StaffAuditEntry[] }, DomainError>> {
    const staff = requirePermission(actor, 'order.staff.view');
    if (staff.isErr()) return err(staff.error);
    const rows = await this.audit.entriesOn('order', p.orderId, AUDIT_ENTRIES_LIMIT);
    return ok({ entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })) });
  }
}
