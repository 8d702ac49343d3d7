import { offerModerationCalls, staffQueues, staffUserCalls } from '../../adapters/client/staff/ddp-staff.ts';
import { loadAuditLogFx } from '../../ui/features/staff/audit-model.ts';
import { loadStaffUserFx, requireVerificationFx, searchUsersFx, setUserRolesFx } from '../../ui/features/staff/users-model.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { loadStaffQueuesFx } from '../../ui/features/staff/model.ts';
import { loadOfferReportsFx, moderateOfferFx } from '../../ui/features/staff/offers-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The control center's, the admin users page's and the audit log's effects over DDP. */
export function bindStaffHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(loadStaffQueuesFx, unwrap(() => staffQueues(channel)))
    .bind(searchUsersFx, unwrap((p) => staffUserCalls.search(channel, p)))
    .bind(loadStaffUserFx, unwrap((id) => staffUserCalls.view(channel, id)))
    .bind(setUserRolesFx, unwrap((p) => staffUserCalls.setRoles(channel, p)))
    .bind(requireVerificationFx, unwrap((p) => staffUserCalls.requireVerification(channel, p)))
    .bind(loadOfferReportsFx, unwrap(() => offerModerationCalls.queue(channel)))
    .bind(moderateOfferFx, unwrap((p) => offerModerationCalls.decide(channel, p)))
    .bind(loadAuditLogFx, unwrap((p) => staffUserCalls.auditLog(channel, p)));
}
