import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { Profiles } from '../../../../application/accounts/profile.ts';
import { BecomeSellerMethod, UpdateProfileMethod } from '../../../../contracts/accounts/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** The profile methods: params checked by the contract (name, phone, country, image keys), uniqueness and images by the use case. */
export function profileMethods(profiles: Profiles, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [UpdateProfileMethod.name, method(UpdateProfileMethod.params, async (actor, [p]) => profiles.update(actor, p))],
    [BecomeSellerMethod.name, method(BecomeSellerMethod.params, async (actor) => profiles.becomeSeller(actor))],
  ]);
}
