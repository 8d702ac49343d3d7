import { DdpIgPlus } from '../../adapters/client/membership/ddp-ig-plus.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { buyIgPlusFx, cancelIgPlusFx, loadIgPlusFx, resumeIgPlusFx } from '../../ui/features/membership/model.ts';
import { loadSavedCardFx, removeSavedCardFx, saveRenewalCardFx } from '../../ui/features/membership/saved-card-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The ig-plus pages' effects bound to the membership methods over DDP. */
export function bindMembershipHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const igPlus = new DdpIgPlus(channel);
  return handlers
    .bind(loadIgPlusFx, unwrap((p: { readonly currency: string }) => igPlus.get(p.currency)))
    .bind(buyIgPlusFx, unwrap((p: Parameters<DdpIgPlus['buy']>[0]) => igPlus.buy(p)))
    .bind(cancelIgPlusFx, unwrap(() => igPlus.cancel()))
    .bind(resumeIgPlusFx, unwrap(() => igPlus.resume()))
    .bind(loadSavedCardFx, unwrap(() => igPlus.savedCard()))
    .bind(saveRenewalCardFx, unwrap((p: Parameters<DdpIgPlus['saveCard']>[0]) => igPlus.saveCard(p)))
    .bind(removeSavedCardFx, unwrap(() => igPlus.removeSavedCard()));
}
