import { callMethod, type DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { ImpersonateUserMethod, StopImpersonatingMethod } from '../../contracts/staff/index.ts';
import { impersonateUserFx, stopImpersonatingFx } from '../../ui/features/staff/impersonation-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/**
 * Impersonation's effects: the alert bar on every page offers to stop it, so they are bound at start,
 * with their two methods only (the staff adapter's other calls stay in the staff pages' wiring).
 */
export function bindImpersonationHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(impersonateUserFx, unwrap((p) => callMethod(channel, ImpersonateUserMethod, p)))
    .bind(stopImpersonatingFx, unwrap(() => callMethod(channel, StopImpersonatingMethod)));
}
