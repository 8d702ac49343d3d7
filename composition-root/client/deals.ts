import { scopeBind, type Scope } from 'effector';
import { DdpDeals } from '../../adapters/client/deals/ddp-deals.ts';
import { MyRequestsPublication, RequestBoardPublication, RequestPublication } from '../../contracts/deals/index.ts';
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

/** The requests pages' effects (bound when such a page loads): methods over DDP, the live publications delivered into the scope. */
export function bindDealsHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const api = new DdpDeals(channel);
  return handlers
    .bind(createRequestFx, unwrap((p: Parameters<DdpDeals['createRequest']>[0]) => api.createRequest(p)))
    .bind(answerRequestFx, unwrap((p: Parameters<DdpDeals['answerRequest']>[0]) => api.answerRequest(p)))
    .bind(acceptRequestOfferFx, unwrap((p: Parameters<DdpDeals['acceptRequestOffer']>[0]) => api.acceptRequestOffer(p)))
    .bind(cancelRequestFx, unwrap((requestId: string) => api.cancelRequest(requestId)))
    .bind(loadRequestFx, unwrap((requestId: string) => api.getRequest(requestId)))
    .bind(watchMyRequestsFx, () => channel.watch(MyRequestsPublication, (docs) => scopeBind(myRequestsReceived, { scope: scope() })(docs)))
    .bind(stopMyRequestsFx, () => channel.unwatch(MyRequestsPublication.name))
    .bind(watchBoardFx, () => channel.watch(RequestBoardPublication, (docs) => scopeBind(boardReceived, { scope: scope() })(docs)))
    .bind(stopBoardFx, () => channel.unwatch(RequestBoardPublication.name))
    .bind(watchRequestFx, (requestId) => channel.watch(RequestPublication, (docs) => scopeBind(requestReceived, { scope: scope() })(docs), [{ requestId }]))
    .bind(stopRequestFx, () => channel.unwatch(RequestPublication.name));
}
