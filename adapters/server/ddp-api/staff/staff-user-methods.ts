import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { StaffAuditLogViewer, StaffUsers } from '../../../../application/staff/staff-users.ts';
import type { RemoveUser } from '../../../../application/accounts/account-removal.ts';
import { GetStaffUserMethod, RemoveUserMethod, RequireUserVerificationMethod, SearchUsersMethod, SetUserRolesMethod, StaffAuditLogMethod } from '../../../../contracts/staff/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** The admin users page (with removing an account) and the audit log viewer. */
export function staffUserMethods(users: StaffUsers, auditLog: StaffAuditLogViewer, removal: RemoveUser, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SearchUsersMethod.name, method(SearchUsersMethod.params, async (actor, [p]) => users.search(actor, p))],
    [GetStaffUserMethod.name, method(GetStaffUserMethod.params, async (actor, [p]) => users.view(actor, p.userId))],
    [SetUserRolesMethod.name, method(SetUserRolesMethod.params, async (actor, [p]) => users.setRoles(actor, p))],
    [RequireUserVerificationMethod.name, method(RequireUserVerificationMethod.params, async (actor, [p]) => users.requireVerification(actor, p))],
    [RemoveUserMethod.name, method(RemoveUserMethod.params, async (actor, [p]) => removal.execute(actor, p))],
    [StaffAuditLogMethod.name, method(StaffAuditLogMethod.params, async (actor, [p]) => auditLog.list(actor, p))],
  ]);
}
