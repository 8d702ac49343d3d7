import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, roleChangePermission, type Actor, type DomainError, type Role } from '../../domain/index.ts';
import type { Clock, UnitOfWork, UserChanges } from '../shared/ports/index.ts';
import type { StaffAuditEntry, StaffAuditReader, StaffUserDirectory, StaffUserRecord } from './ports.ts';

/** A user as staff see them, with what staff did to them lately. */
export interface StaffUserView extends StaffUserRecord {
  readonly audit: readonly StaffAuditEntry[];
}

const NOT_FOUND = () => domainError('NOT_FOUND', 'User not found', { field: 'userId' });

/**
 * The admin users page (issue 15): find a user, see their account and what
 * staff did to it, change their roles, or require identity verification.
 * Each change is announced so the user's live record (and with it their
 * permissions and the verification redirect) follows at once, and written to
 * the audit log with who, when and why. Nobody changes their own roles: an
 * admin could otherwise drop the role that lets anyone fix the mistake.
 */
export class StaffUsers {
  constructor(
    private readonly users: StaffUserDirectory,
    private readonly audit: StaffAuditReader,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async search(actor: Actor, input: { readonly query: string; readonly role?: Role | undefined; readonly limit?: number | undefined }): Promise<Result<readonly StaffUserRecord[], DomainError>> {
    const staff = requirePermission(actor, 'user.view');
    if (staff.isErr()) return err(staff.error);
    return ok(await this.users.search(input.query.trim(), input.role, input.limit ?? 25));
  }

  async view(actor: Actor, userId: string): Promise<Result<StaffUserView, DomainError>> {
    const staff = requirePermission(actor, 'user.view');
    if (staff.isErr()) return err(staff.error);
    const user = await this.users.find(userId);
    if (user === undefined) return err(NOT_FOUND());
    return ok({ ...user, audit: await this.audit.list({ targetType: 'user', targetId: userId, limit: 20 }) });
  }

  async setRoles(actor: Actor, input: { readonly userId: string; readonly roles: readonly Role[]; readonly reason: string }): Promise<Result<StaffUserRecord, DomainError>> {
    const staff = requirePermission(actor, 'user.view');
    if (staff.isErr()) return err(staff.error);
    if (input.userId === staff.value) return err(domainError('VALIDATION_FAILED', 'You cannot change your own roles', { field: 'userId' }));
    return this.uow.run(async () => {
      const user = await this.users.find(input.userId);
      if (user === undefined) return err(NOT_FOUND());
      const needed = roleChangePermission(user.roles, input.roles);
      if (needed === null) return ok(user);
      const allowed = requirePermission(actor, needed);
      if (allowed.isErr()) return err(allowed.error);
      const roles = [...new Set(input.roles)];
      await this.users.setRoles(user.id, roles, { at: this.clock.now(), staffId: staff.value, action: 'user.roles', reason: input.reason, details: { before: user.roles, after: roles } });
      await this.changes.userChanged(user.id);
      return ok({ ...user, roles });
    });
  }

  /** Marks the user VERIFICATION_REQUIRED: the spec's redirect applies from their next navigation, live. */
  async requireVerification(actor: Actor, input: { readonly userId: string; readonly reason: string }): Promise<Result<StaffUserRecord, DomainError>> {
    const staff = requirePermission(actor, 'user.roles');
    if (staff.isErr()) return err(staff.error);
    if (input.userId === staff.value) return err(domainError('VALIDATION_FAILED', 'You cannot restrict your own account', { field: 'userId' }));
    return this.uow.run(async () => {
      const user = await this.users.find(input.userId);
      if (user === undefined) return err(NOT_FOUND());
      if (user.verificationState === 'VERIFICATION_REQUIRED') return ok(user);
      await this.users.setVerificationState(user.id, 'VERIFICATION_REQUIRED', { at: this.clock.now(), staffId: staff.value, action: 'user.requireVerification', reason: input.reason, details: { before: user.verificationState } });
      await this.changes.userChanged(user.id);
      return ok({ ...user, verificationState: 'VERIFICATION_REQUIRED' as const });
    });
  }
}

/** The audit log viewer: every staff action, newest first, filtered by staff member or target. */
export class StaffAuditLogViewer {
  constructor(private readonly audit: StaffAuditReader) {}

  async list(
    actor: Actor,
    input: { readonly staffId?: string | undefined; readonly targetType?: string | undefined; readonly targetId?: string | undefined; readonly beforeId?: number | undefined; readonly limit?: number | undefined },
  ): Promise<Result<readonly StaffAuditEntry[], DomainError>> {
    const staff = requirePermission(actor, 'audit.view');
    if (staff.isErr()) return err(staff.error);
    return ok(await this.audit.list({ ...input, limit: input.limit ?? 50 }));
  }
}
