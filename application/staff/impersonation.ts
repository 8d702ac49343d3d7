import { err, ok, type Result } from 'neverthrow';
import { banPermissionFor, domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { StaffUserDirectory } from './ports.ts';

/** Whom the staff member now views the site as. */
export interface Impersonation {
  readonly staffId: string;
  readonly userId: string;
  readonly username: string;
}

/**
 * "View as user" for support (issue 15's staff panel): an admin sees the
 * site as a user sees it — their orders, balances, messages — to explain
 * what they report. Read-only: the transport that carries it lets only
 * reading calls through, so nothing is bought, sent, marked read or changed
 * in the user's name. Never as oneself, a banned user, or an admin or super
 * user (whoever could see as them could see what only they may). Every start
 * is on the audit log with its reason, written before anything is shown.
 */
export class StartImpersonation {
  constructor(
    private readonly users: StaffUserDirectory,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { readonly userId: string; readonly reason: string }): Promise<Result<Impersonation, DomainError>> {
    const staff = requirePermission(actor, 'user.impersonate');
    if (staff.isErr()) return err(staff.error);
    if (input.userId === staff.value) return err(domainError('VALIDATION_FAILED', 'You are already yourself', { field: 'userId' }));
    return this.uow.run(async () => {
      const user = await this.users.find(input.userId);
      if (user === undefined) return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
      if (banPermissionFor(user.roles) === 'user.ban.admin') return err(domainError('FORBIDDEN', 'Admins and super users cannot be viewed as'));
      if (user.banned) return err(domainError('VALIDATION_FAILED', 'A banned user has no session to view', { field: 'userId' }));
      await this.users.recordAction(user.id, { at: this.clock.now(), staffId: staff.value, action: 'user.impersonate', reason: input.reason });
      return ok({ staffId: staff.value, userId: user.id, username: user.username });
    });
  }
}
