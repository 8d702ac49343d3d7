import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { BuyRequests, CustomOffers, ReadRequests } from '../../../../application/deals/index.ts';
import {
  AcceptRequestOfferMethod,
  AnswerOfferMethod,
  AnswerRequestMethod,
  CancelRequestMethod,
  CreateRequestMethod,
  GetRequestMethod,
  SendOfferMethod,
  WithdrawOfferMethod,
} from '../../../../contracts/deals/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';
import { customOfferView, requestDetailView, requestOfferView, requestView } from './deal-views.ts';

export interface DealUseCases {
  readonly customOffers: CustomOffers;
  readonly requests: BuyRequests;
  readonly reads: ReadRequests;
}

/** The deal methods: params checked by the contract; parties, prices, budgets and permissions by the use cases. */
export function dealMethods(deals: DealUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SendOfferMethod.name, method(SendOfferMethod.params, async (actor, [p]) => (await deals.customOffers.send(actor, p)).map((o) => customOfferView(o)))],
    [
      AnswerOfferMethod.name,
      method(AnswerOfferMethod.params, async (actor, [p]) =>
        (await deals.customOffers.answer(actor, p)).map((a) => ({
          offerId: a.offerId,
          state: a.state,
          ...(a.order === undefined ? {} : { order: { ...a.order, orderIds: [...a.order.orderIds] } }),
        })),
      ),
    ],
    [WithdrawOfferMethod.name, method(WithdrawOfferMethod.params, (actor, [p]) => deals.customOffers.withdraw(actor, p.offerId))],
    [CreateRequestMethod.name, method(CreateRequestMethod.params, async (actor, [p]) => (await deals.requests.create(actor, p)).map((r) => requestView(r)))],
    [AnswerRequestMethod.name, method(AnswerRequestMethod.params, async (actor, [p]) => (await deals.requests.answer(actor, p)).map((o) => requestOfferView(o)))],
    [AcceptRequestOfferMethod.name, method(AcceptRequestOfferMethod.params, (actor, [p]) => deals.requests.accept(actor, p))],
    [CancelRequestMethod.name, method(CancelRequestMethod.params, async (actor, [p]) => (await deals.requests.cancel(actor, p.requestId)).map((r) => requestView(r)))],
    [GetRequestMethod.name, method(GetRequestMethod.params, async (actor, [p]) => (await deals.reads.detail(actor, p.requestId)).map(requestDetailView))],
  ]);
}
