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
import { ModerateOfferMethod, OfferReportsMethod, type ModerateOfferParams } from '../../../contracts/offers/index.ts';
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
  auditLog: (ddp: DdpMethodCaller, p: { readonly staffId?: string; readonly targetId?: string; readonly beforeId?: number }) => callMethod(ddp, StaffAuditLogMethod, p),
};

/** The reported-offers page. */
export const offerModerationCalls = {
  queue: (ddp: DdpMethodCaller) => callMethod(ddp, OfferReportsMethod),
  decide: (ddp: DdpMethodCaller, p: ModerateOfferParams) => callMethod(ddp, ModerateOfferMethod, p),
};
