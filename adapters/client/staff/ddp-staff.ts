import { ResultAsync, type Result } from 'neverthrow';
import type { DomainError, Role, SupportTicketState } from '../../../domain/index.ts';
import {
  GetStaffUserMethod,
  ImpersonateUserMethod,
  StopImpersonatingMethod,
  RemoveUserMethod,
  RequireUserVerificationMethod,
  SearchUsersMethod,
  SetUserRolesMethod,
  StaffAuditLogMethod,
  StaffQueuesMethod,
  AnswerSupportTicketMethod,
  SupportTicketsMethod,
  type StaffQueueAnswer,
} from '../../../contracts/staff/index.ts';
import { MessageReportsMethod, ResolveMessageReportMethod } from '../../../contracts/messaging/index.ts';
import { SetUserBannedMethod } from '../../../contracts/shopping/index.ts';
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
  setBanned: (ddp: DdpMethodCaller, p: { readonly userId: string; readonly banned: boolean; readonly reason: string }) => callMethod(ddp, SetUserBannedMethod, p),
  remove: (ddp: DdpMethodCaller, p: { readonly userId: string; readonly reason: string }) => callMethod(ddp, RemoveUserMethod, p),
  impersonate: (ddp: DdpMethodCaller, p: { readonly userId: string; readonly reason: string }) => callMethod(ddp, ImpersonateUserMethod, p),
  stopImpersonating: (ddp: DdpMethodCaller) => callMethod(ddp, StopImpersonatingMethod),
  auditLog: (ddp: DdpMethodCaller, p: { readonly staffId?: string; readonly targetId?: string; readonly beforeId?: number }) => callMethod(ddp, StaffAuditLogMethod, p),
};

/** The support desk and the reported messages of the staff panel. */
export const staffDeskCalls = {
  tickets: (ddp: DdpMethodCaller, p: { readonly state: SupportTicketState }) => callMethod(ddp, SupportTicketsMethod, p),
  answer: (ddp: DdpMethodCaller, p: { readonly ticketId: string; readonly reply: string; readonly close: boolean }) => callMethod(ddp, AnswerSupportTicketMethod, p),
  messageReports: (ddp: DdpMethodCaller) => callMethod(ddp, MessageReportsMethod),
  resolveMessageReport: (ddp: DdpMethodCaller, reportId: string) => callMethod(ddp, ResolveMessageReportMethod, { reportId }),
  /** Bans first, then closes the report: a failed ban leaves the report in the queue. */
  banReportedSender: async (ddp: DdpMethodCaller, p: { readonly userId: string; readonly reason: string; readonly reportId: string }) =>
    (await callMethod(ddp, SetUserBannedMethod, { userId: p.userId, banned: true, reason: p.reason })).asyncAndThen(() => new ResultAsync(callMethod(ddp, ResolveMessageReportMethod, { reportId: p.reportId }))),
};

/** The reported-offers page. */
export const offerModerationCalls = {
  queue: (ddp: DdpMethodCaller) => callMethod(ddp, OfferReportsMethod),
  decide: (ddp: DdpMethodCaller, p: ModerateOfferParams) => callMethod(ddp, ModerateOfferMethod, p),
};
