import { scopeBind, type Scope } from 'effector';
import { DdpDeals } from '../../adapters/client/deals/ddp-deals.ts';
import { CustomOffersPublication } from '../../contracts/deals/index.ts';
import { answerOfferFx, customOffersReceived, sendOfferFx, stopCustomOffersFx, watchCustomOffersFx, withdrawOfferFx } from '../../ui/features/deals/custom-offers-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import type { MoneyChannel } from './money.ts';

/** The custom offers in a chat thread (the chat widget is on every page): bound at start. */
export function bindCustomOfferHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const api = new DdpDeals(channel);
  return handlers
    .bind(sendOfferFx, unwrap((p: Parameters<DdpDeals['sendOffer']>[0]) => api.sendOffer(p)))
    .bind(answerOfferFx, unwrap((p: Parameters<DdpDeals['answerOffer']>[0]) => api.answerOffer(p)))
    .bind(withdrawOfferFx, unwrap((offerId: string) => api.withdrawOffer(offerId)))
    .bind(watchCustomOffersFx, (conversationId) => channel.watch(CustomOffersPublication, (docs) => scopeBind(customOffersReceived, { scope: scope() })(docs), [{ conversationId }]))
    .bind(stopCustomOffersFx, () => channel.unwatch(CustomOffersPublication.name));
}
