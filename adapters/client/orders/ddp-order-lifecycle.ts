import type { Result } from 'neverthrow';
import type * as v from 'valibot';
import type { DomainError } from '../../../domain/index.ts';
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
} from '../../../contracts/orders/index.ts';
import type { MethodContract, ParamsSchema } from '../../../contracts/shared/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

type ParamsOf<M> = M extends MethodContract<string, infer P, v.GenericSchema> ? v.InferOutput<P>[0] : never;
type AnswerOf<M> = M extends MethodContract<string, ParamsSchema, infer R> ? v.InferOutput<R> : never;

/**
 * The order's life after payment over the storefront's DDP channel: one
 * call per contract, params typed by it and every answer checked against it.
 * The caller builds the params field by field (nothing else the page holds
 * travels).
 */
export class DdpOrderLifecycle {
  constructor(private readonly ddp: DdpMethodCaller) {}

  private call<M extends MethodContract<string, ParamsSchema, v.GenericSchema>>(method: M, params: ParamsOf<M>): Promise<Result<AnswerOf<M>, DomainError>> {
    return callMethod(this.ddp, method, params) as Promise<Result<AnswerOf<M>, DomainError>>;
  }

  start = (p: ParamsOf<typeof StartOrderMethod>) => this.call(StartOrderMethod, p);
  deliver = (p: ParamsOf<typeof DeliverOrderMethod>) => this.call(DeliverOrderMethod, p);
  confirm = (p: ParamsOf<typeof ConfirmOrderMethod>) => this.call(ConfirmOrderMethod, p);
  requestCancel = (p: ParamsOf<typeof RequestCancelMethod>) => this.call(RequestCancelMethod, p);
  answerCancel = (p: ParamsOf<typeof AnswerCancelMethod>) => this.call(AnswerCancelMethod, p);
  openDispute = (p: ParamsOf<typeof OpenDisputeMethod>) => this.call(OpenDisputeMethod, p);
  answerDispute = (p: ParamsOf<typeof AnswerDisputeMethod>) => this.call(AnswerDisputeMethod, p);
  resolveDispute = (p: ParamsOf<typeof ResolveDisputeMethod>) => this.call(ResolveDisputeMethod, p);
  postBoostProgress = (p: ParamsOf<typeof PostBoostProgressMethod>) => this.call(PostBoostProgressMethod, p);
  rate = (p: ParamsOf<typeof RateOrderMethod>) => this.call(RateOrderMethod, p);
  revealDelivery = (p: ParamsOf<typeof RevealDeliveryMethod>) => this.call(RevealDeliveryMethod, p);
  myPenalties = () => callMethod(this.ddp, MyPenaltiesMethod);
  disputeCount = () => callMethod(this.ddp, GetDisputeCountMethod);
  // The staff's order tools.
  refund = (p: ParamsOf<typeof RefundOrderMethod>) => this.call(RefundOrderMethod, p);
  forceComplete = (p: ParamsOf<typeof ForceCompleteOrderMethod>) => this.call(ForceCompleteOrderMethod, p);
  lookup = (p: ParamsOf<typeof LookupOrdersMethod>) => this.call(LookupOrdersMethod, p);
  auditLog = (p: ParamsOf<typeof OrderAuditLogMethod>) => this.call(OrderAuditLogMethod, p);
}
