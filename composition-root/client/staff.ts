import { offerModerationCalls, staffDeskCalls, staffQueues, staffUserCalls } from '../../adapters/client/staff/ddp-staff.ts';
import { banReportedSenderFx, loadMessageReportsFx, resolveMessageReportFx } from '../../ui/features/staff/message-reports-model.ts';
import { answerTicketFx, loadTicketsFx } from '../../ui/features/staff/support-model.ts';
import { loadAuditLogFx } from '../../ui/features/staff/audit-model.ts';
import { loadStaffUserFx, removeUserFx, requireVerificationFx, searchUsersFx, setUserBannedFx, setUserRolesFx } from '../../ui/features/staff/users-model.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { loadStaffQueuesFx } from '../../ui/features/staff/model.ts';
import { loadOfferReportsFx, moderateOfferFx } from '../../ui/features/staff/offers-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Staff pages only (bound when such a page loads): the control center's, the admin users page's, the audit log's, the support desk's and the reported messages' effects over DDP. */
export function bindStaffHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(loadStaffQueuesFx, unwrap(() => staffQueues(channel)))
    .bind(searchUsersFx, unwrap((p) => staffUserCalls.search(channel, p)))
    .bind(loadStaffUserFx, unwrap((id) => staffUserCalls.view(channel, id)))
    .bind(setUserRolesFx, unwrap((p) => staffUserCalls.setRoles(channel, p)))
    .bind(requireVerificationFx, unwrap((p) => staffUserCalls.requireVerification(channel, p)))
    .bind(setUserBannedFx, unwrap((p) => staffUserCalls.setBanned(channel, p)))
    .bind(removeUserFx, unwrap((p) => staffUserCalls.remove(channel, p)))
    .bind(loadAuditLogFx, unwrap((p) => staffUserCalls.auditLog(channel, p)))
    .bind(loadTicketsFx, unwrap((p) => staffDeskCalls.tickets(channel, p)))
    .bind(answerTicketFx, unwrap((p) => staffDeskCalls.answer(channel, p)))
    .bind(loadMessageReportsFx, unwrap(() => staffDeskCalls.messageReports(channel)))
    .bind(resolveMessageReportFx, unwrap((id) => staffDeskCalls.resolveMessageReport(channel, id)))
    .bind(banReportedSenderFx, unwrap((p) => staffDeskCalls.banReportedSender(channel, p)))
    .bind(loadOfferReportsFx, unwrap(() => offerModerationCalls.queue(channel)))
    .bind(moderateOfferFx, unwrap((p) => offerModerationCalls.decide(channel, p)));
}
