import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../domain/index.ts';
import type { SetUserBannedAnswer } from '../../contracts/shopping/index.ts';
import { FORBIDDEN_MESSAGE, requireRole, type Caller, type UserAdministration, type UserChanges } from './ports/index.ts';

/** Params of banning (or lifting the ban of) a user. */
export interface SetUserBannedInput {
  readonly userId: string;
  readonly banned: boolean;
}

/** The user's ban state as stored (contracts/shopping). */
export type SetUserBannedOutput = SetUserBannedAnswer;

/** Staff roles that may ban. */
export const BANNING_ROLES: readonly string[] = ['ADMIN', 'MODERATOR'];

/**
 * Bans or unbans a user. The change is announced so that the user's live
 * `loggedInUser` feed shows `banned` and their sessions log out (spec
 * section 4). Nobody may change their own ban (VALIDATION_FAILED: a slip
 * that would lock a moderator out). Reading: a moderator may not change an
 * admin's ban (FORBIDDEN), so the lower staff role cannot lock out the higher.
 */
export class SetUserBanned {
  constructor(
    private readonly users: UserAdministration,
    private readonly changes: UserChanges,
  ) {}

  async execute(caller: Caller, input: SetUserBannedInput): Promise<Result<SetUserBannedOutput, DomainError>> {
    const staff = requireRole(caller, BANNING_ROLES);
    if (staff.isErr()) return err(staff.error);
    if (input.userId === staff.value) return err(domainError('VALIDATION_FAILED', 'You cannot ban yourself', { field: 'userId' }));
    const target = await this.users.findUser(input.userId);
    if (target === undefined) return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
    if (target.roles.includes('ADMIN') && !caller.roles.includes('ADMIN')) return err(domainError('FORBIDDEN', FORBIDDEN_MESSAGE));
    const write = await this.users.setBanned(input.userId, input.banned);
    if (write === 'USER_NOT_FOUND') return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
    if (write === 'CHANGED') await this.changes.userChanged(input.userId);
    return ok({ userId: input.userId, banned: input.banned });
  }
}
