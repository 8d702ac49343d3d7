import type { Result } from 'neverthrow';
import type { DomainError, Role } from '../../../domain/index.ts';
import {
  GetStaffUserMethod,
  RequireUserVerificationMethod,
  SearchUsersMethod,
  SetUserRolesMethod,
  StaffAuditLogMethod,
  StaffQueuesMethod,
  type StaffQueueAnswer,
} from '../../../contracts/staff/index.ts';
import { SetUserBannedMethod } from '../../../contracts/shopping/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The control center's method over the storefront's DDP channel. */
export function staffQueues(ddp: DdpMethodCaller): Promise<Result<readonly StaffQueueAnswer[], DomainError>> {
  return callMethod(ddp, StaffQueuesMethod);
}

/** The admin users page and the audit log viewer. */
export const staffUserCalls = {
  search: (ddp: DdpMethodCaller, p: { readonly query: string; readonly role?: Role }) => callMethod(ddp, SearchUsersMethod, p),
  view: (ddp: DdpMethodCaller, userId: string) => callMethod(ddp, GetStaffUserMethod, { userId }),
  setRoles: (ddp: DdpMethodCaller, p: { readonly userId: string; readonly roles: readonly Role[]; readonly reason: string }) => callMethod(ddp, SetUserRolesMethod, { ...p, roles: [...p.roles] }),
  requireVerification: (ddp: DdpMethodCaller, p: { readonly userId: string; readonly reason: string }) => callMethod(ddp, RequireUserVerificationMethod, p),
  setBanned: (ddp: DdpMethodCaller, p: { readonly userId: string; readonly banned: boolean; readonly reason: string }) => callMethod(ddp, SetUserBannedMethod, p),
  auditLog: (ddp: DdpMethodCaller, p: { readonly staffId?: string; readonly targetId?: string; readonly beforeId?: number }) => callMethod(ddp, StaffAuditLogMethod, p),
};
