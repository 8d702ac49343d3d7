import { DdpOffers } from '../../adapters/client/offers/ddp-offers.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { reportOfferFx } from '../../ui/features/offers/report/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Reporting an offer, from the product page the first download carries: bound at start. */
export function bindOfferReportHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const offers = new DdpOffers(channel);
  return handlers.bind(reportOfferFx, unwrap((params) => offers.report(params)));
}
