import { err, ok, type Result } from 'neverthrow';
import { banPermissionFor, domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { UserAdministration } from './ports/index.ts';
import type { SellerStanding, UserChanges } from '../shared/ports/index.ts';
import type { SetUserBannedAnswer } from '../../contracts/shopping/index.ts';

/** Params of banning (or lifting the ban of) a user. */
export interface SetUserBannedInput {
  readonly userId: string;
  readonly banned: boolean;
  /** Kept in the staff audit log; the admin users page asks for one, older clients may send none. */
  readonly reason?: string | undefined;
}

/** The user's ban state as stored (contracts/shopping). */
export type SetUserBannedOutput = SetUserBannedAnswer;

/**
 * Bans or unbans a user. The change is announced so that the user's live
 * `loggedInUser` feed shows `banned` and their sessions log out (spec
 * section 4) and their listings leave (or, unbanned, come back to) the
 * search, the cart check and checkout (spec section 4). Nobody may change their own ban (VALIDATION_FAILED: a slip
 * that would lock a moderator out). Who may ban whom is the permission
 * table's (domain/accounts/permissions.ts): admins and moderators may ban,
 * and only an admin may change an admin's ban (FORBIDDEN otherwise).
 * The write, its audit line and its announcement are one unit of work.
 */
export class SetUserBanned {
  constructor(
    private readonly users: UserAdministration,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly standing: SellerStanding,
  ) {}

  async execute(actor: Actor, input: SetUserBannedInput): Promise<Result<SetUserBannedOutput, DomainError>> {
    const staff = requirePermission(actor, 'user.ban');
    if (staff.isErr()) return err(staff.error);
    if (input.userId === staff.value) return err(domainError('VALIDATION_FAILED', 'You cannot ban yourself', { field: 'userId' }));
    return this.uow.run(async (): Promise<Result<SetUserBannedOutput, DomainError>> => {
      const target = await this.users.findUser(input.userId);
      if (target === undefined) return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
      const mayChange = requirePermission(actor, banPermissionFor(target.roles));
      if (mayChange.isErr()) return err(mayChange.error);
      const reason = input.reason?.trim() ?? '';
      const write = await this.users.setBanned(input.userId, input.banned, { at: this.clock.now(), staffId: staff.value, reason: reason === '' ? 'No reason given' : reason });
      if (write === 'USER_NOT_FOUND') return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
      if (write === 'CHANGED') {
        await this.changes.userChanged(input.userId);
        await this.standing.standingChanged(input.userId);
      }
      return ok({ userId: input.userId, banned: input.banned });
    });
  }
}
