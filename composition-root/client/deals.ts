import { scopeBind, type Scope } from 'effector';
import { DdpDeals } from '../../adapters/client/deals/ddp-deals.ts';
import { CustomOffersPublication, MyRequestsPublication, RequestBoardPublication, RequestPublication } from '../../contracts/deals/index.ts';
import { answerOfferFx, customOffersReceived, sendOfferFx, stopCustomOffersFx, watchCustomOffersFx, withdrawOfferFx } from '../../ui/features/deals/custom-offers-model.ts';
import {
  acceptRequestOfferFx,
  answerRequestFx,
  boardReceived,
  cancelRequestFx,
  createRequestFx,
  loadRequestFx,
  myRequestsReceived,
  requestReceived,
  stopBoardFx,
  stopMyRequestsFx,
  stopRequestFx,
  watchBoardFx,
  watchMyRequestsFx,
  watchRequestFx,
} from '../../ui/features/deals/requests-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import type { MoneyChannel } from './money.ts';

/** The deals effects bound to the browser: methods over DDP, the live publications delivered into the scope. */
export function bindDealsHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const api = new DdpDeals(channel);
  return handlers
    .bind(sendOfferFx, unwrap((p: Parameters<DdpDeals['sendOffer']>[0]) => api.sendOffer(p)))
    .bind(answerOfferFx, unwrap((p: Parameters<DdpDeals['answerOffer']>[0]) => api.answerOffer(p)))
    .bind(withdrawOfferFx, unwrap((offerId: string) => api.withdrawOffer(offerId)))
    .bind(createRequestFx, unwrap((p: Parameters<DdpDeals['createRequest']>[0]) => api.createRequest(p)))
    .bind(answerRequestFx, unwrap((p: Parameters<DdpDeals['answerRequest']>[0]) => api.answerRequest(p)))
    .bind(acceptRequestOfferFx, unwrap((p: Parameters<DdpDeals['acceptRequestOffer']>[0]) => api.acceptRequestOffer(p)))
    .bind(cancelRequestFx, unwrap((requestId: string) => api.cancelRequest(requestId)))
    .bind(loadRequestFx, unwrap((requestId: string) => api.getRequest(requestId)))
    .bind(watchCustomOffersFx, (conversationId) => channel.watch(CustomOffersPublication, (docs) => scopeBind(customOffersReceived, { scope: scope() })(docs), [{ conversationId }]))
    .bind(stopCustomOffersFx, () => channel.unwatch(CustomOffersPublication.name))
    .bind(watchMyRequestsFx, () => channel.watch(MyRequestsPublication, (docs) => scopeBind(myRequestsReceived, { scope: scope() })(docs)))
    .bind(stopMyRequestsFx, () => channel.unwatch(MyRequestsPublication.name))
    .bind(watchBoardFx, () => channel.watch(RequestBoardPublication, (docs) => scopeBind(boardReceived, { scope: scope() })(docs)))
    .bind(stopBoardFx, () => channel.unwatch(RequestBoardPublication.name))
    .bind(watchRequestFx, (requestId) => channel.watch(RequestPublication, (docs) => scopeBind(requestReceived, { scope: scope() })(docs), [{ requestId }]))
    .bind(stopRequestFx, () => channel.unwatch(RequestPublication.name));
}
