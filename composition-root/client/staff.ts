import { staffQueues } from '../../adapters/client/staff/ddp-staff.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { loadStaffQueuesFx } from '../../ui/features/staff/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The control center's effect bound to `staffQueues` over DDP. */
export function bindStaffHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  return handlers.bind(loadStaffQueuesFx, unwrap(() => staffQueues(channel)));
}
