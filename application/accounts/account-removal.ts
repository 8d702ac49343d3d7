import { err, ok, type Result } from 'neverthrow';
import { domainError, isStaffRole, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import { eraseAccount, type DeleteAccountDeps } from './account-deletion.ts';

/** What the removal writes to the staff audit log, in the erasure's unit of work. */
export type RemovalAudit = (userId: string, entry: { readonly at: Date; readonly staffId: string; readonly action: 'user.remove'; readonly reason: string }) => Promise<void>;

export interface RemoveUserInput {
  readonly userId: string;
  readonly reason: string;
}

/**
 * `removeUser`: an admin removes an account (the admin users page's
 * "Remove"): the same erasure as the user's own deletion, so the same rules
 * hold — refused while an order, a balance or a withdrawal still binds the
 * user (409, with what blocks it) — and the reason is on record. Staff
 * accounts are refused (their staff roles go first, through the roles
 * editor, itself audited), and so is one's own account: a slip must not
 * lock staff out. A removed account is not found again.
 */
export class RemoveUser {
  constructor(
    private readonly deps: DeleteAccountDeps,
    private readonly audit: RemovalAudit,
  ) {}

  async execute(actor: Actor, input: RemoveUserInput): Promise<Result<{ readonly userId: string; readonly removed: true }, DomainError>> {
    const staff = requirePermission(actor, 'user.remove');
    if (staff.isErr()) return err(staff.error);
    if (input.userId === staff.value) return err(domainError('VALIDATION_FAILED', 'You cannot remove your own account here', { field: 'userId' }));
    const target = await this.deps.accounts.accounts.findById(input.userId);
    if (target === undefined || target.removed) return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
    if (target.roles.some(isStaffRole)) return err(domainError('FORBIDDEN', 'Take away the staff roles of this account before removing it', { field: 'userId' }));
    const at = this.deps.accounts.clock.now();
    const erased = await eraseAccount(this.deps, target.id, undefined, () => this.audit(target.id, { at, staffId: staff.value, action: 'user.remove', reason: input.reason.trim() }));
    if (erased.isErr()) return err(erased.error);
    return ok({ userId: target.id, removed: true as const });
  }
}
