import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { ModerateOffers } from '../../../../application/offers/index.ts';
import { ModerateOfferMethod, OfferReportsMethod, ReportOfferMethod } from '../../../../contracts/offers/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** Reporting an offer, and the staff's queue and decisions. Shapes checked by the contract, permissions by the use case. */
export function offerModerationMethods(moderation: ModerateOffers, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [ReportOfferMethod.name, method(ReportOfferMethod.params, (actor, [p]) => moderation.report(actor, p))],
    [OfferReportsMethod.name, method(OfferReportsMethod.params, (actor) => moderation.queue(actor))],
    [ModerateOfferMethod.name, method(ModerateOfferMethod.params, (actor, [p]) => moderation.decide(actor, p))],
  ]);
}
