import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { DisputeAndStaffActions, PartyActions, ReadOrderAuditLog, ReadOrderDetail } from '../../../../application/orders/index.ts';
import {
  AnswerCancelMethod,
  AnswerDisputeMethod,
  ConfirmOrderMethod,
  DeliverOrderMethod,
  ForceCompleteOrderMethod,
  GetDisputeCountMethod,
  LookupOrdersMethod,
  MyPenaltiesMethod,
  OpenDisputeMethod,
  OrderAuditLogMethod,
  PostBoostProgressMethod,
  RateOrderMethod,
  RefundOrderMethod,
  RequestCancelMethod,
  ResolveDisputeMethod,
  RevealDeliveryMethod,
  StartOrderMethod,
} from '../../../../contracts/orders/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export interface OrderLifecycleUseCases {
  readonly party: PartyActions;
  readonly staff: DisputeAndStaffActions;
  readonly reads: ReadOrderDetail;
  readonly auditLog: ReadOrderAuditLog;
}

/**
 * The methods of the order's life after payment. Params are checked by their
 * contract first; who may act, and whether the order's state allows it, is
 * the use cases' decision.
 */
export function orderLifecycleMethods(u: OrderLifecycleUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [StartOrderMethod.name, method(StartOrderMethod.params, (a, [p]) => u.party.start(a, p))],
    [DeliverOrderMethod.name, method(DeliverOrderMethod.params, (a, [p]) => u.party.deliver(a, p))],
    [ConfirmOrderMethod.name, method(ConfirmOrderMethod.params, (a, [p]) => u.party.confirm(a, p))],
    [RequestCancelMethod.name, method(RequestCancelMethod.params, (a, [p]) => u.party.requestCancel(a, p))],
    [AnswerCancelMethod.name, method(AnswerCancelMethod.params, (a, [p]) => u.party.answerCancel(a, p))],
    [OpenDisputeMethod.name, method(OpenDisputeMethod.params, (a, [p]) => u.party.openDispute(a, p))],
    [PostBoostProgressMethod.name, method(PostBoostProgressMethod.params, (a, [p]) => u.party.postProgress(a, p))],
    [RateOrderMethod.name, method(RateOrderMethod.params, (a, [p]) => u.party.rate(a, p))],
    [RevealDeliveryMethod.name, method(RevealDeliveryMethod.params, (a, [p]) => u.party.reveal(a, p))],
    [AnswerDisputeMethod.name, method(AnswerDisputeMethod.params, (a, [p]) => u.staff.answerDispute(a, p))],
    [ResolveDisputeMethod.name, method(ResolveDisputeMethod.params, (a, [p]) => u.staff.resolveDispute(a, p))],
    [RefundOrderMethod.name, method(RefundOrderMethod.params, (a, [p]) => u.staff.refund(a, p))],
    [ForceCompleteOrderMethod.name, method(ForceCompleteOrderMethod.params, (a, [p]) => u.staff.forceComplete(a, p))],
    [LookupOrdersMethod.name, method(LookupOrdersMethod.params, (a, [p]) => u.reads.lookup(a, p))],
    [MyPenaltiesMethod.name, method(MyPenaltiesMethod.params, (a) => u.reads.penalties(a))],
    [OrderAuditLogMethod.name, method(OrderAuditLogMethod.params, (a, [p]) => u.auditLog.execute(a, p))],
    [GetDisputeCountMethod.name, method(GetDisputeCountMethod.params, (a) => u.reads.disputeCount(a))],
  ]);
}
