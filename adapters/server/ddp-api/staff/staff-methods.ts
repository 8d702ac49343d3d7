import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { StaffQueues } from '../../../../application/staff/staff-queues.ts';
import { StaffQueuesMethod } from '../../../../contracts/staff/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** The control center's method. */
export function staffMethods(queues: StaffQueues, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([[StaffQueuesMethod.name, method(StaffQueuesMethod.params, async (actor) => queues.execute(actor))]]);
}
