import { DdpAffiliates } from '../../adapters/client/affiliates/ddp-affiliates.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { copyAffiliateLinkFx, joinAffiliateFx, loadAffiliateFx } from '../../ui/features/affiliates/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The /affiliate page's effects: the affiliate methods over DDP and the browser's clipboard. */
export function bindAffiliateHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const affiliates = new DdpAffiliates(channel);
  return handlers
    .bind(loadAffiliateFx, unwrap(() => affiliates.mine()))
    .bind(joinAffiliateFx, unwrap(() => affiliates.join()))
    .bind(copyAffiliateLinkFx, (link: string) => globalThis.navigator.clipboard.writeText(link));
}
