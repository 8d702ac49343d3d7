import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { ManageOffers, OfferSettings, ReadOffers } from '../../../../application/offers/index.ts';
import {
  ChangeOffersStateMethod,
  CreateOfferMethod,
  DuplicateOfferMethod,
  EditOfferPriceStockMethod,
  GetMyOfferMethod,
  MyOfferSettingsMethod,
  MyOffersMethod,
  UpdateOfferMethod,
  UpdateOfferSettingsMethod,
} from '../../../../contracts/offers/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export interface OfferUseCases {
  readonly manageOffers: ManageOffers;
  readonly readOffers: ReadOffers;
  readonly offerSettings: OfferSettings;
}

/**
 * The seller's offer methods. Params are checked by the offer contract
 * first (the same schema the create-offer form checks), then the use case
 * decides from the call's actor whether the caller may manage offers.
 */
export function offerMethods(useCases: OfferUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  const { manageOffers: manage, readOffers: read } = useCases;
  return new Map<string, MethodHandler>([
    [MyOfferSettingsMethod.name, method(MyOfferSettingsMethod.params, (actor) => useCases.offerSettings.mine(actor))],
    [UpdateOfferSettingsMethod.name, method(UpdateOfferSettingsMethod.params, (actor, [p]) => useCases.offerSettings.update(actor, p))],
    [CreateOfferMethod.name, method(CreateOfferMethod.params, (actor, [p]) => manage.create(actor, p.offer))],
    [UpdateOfferMethod.name, method(UpdateOfferMethod.params, (actor, [p]) => manage.update(actor, p.offerId, p.offer))],
    [DuplicateOfferMethod.name, method(DuplicateOfferMethod.params, (actor, [p]) => manage.duplicate(actor, p.offerId))],
    [EditOfferPriceStockMethod.name, method(EditOfferPriceStockMethod.params, (actor, [p]) => manage.editPriceStock(actor, p))],
    [ChangeOffersStateMethod.name, method(ChangeOffersStateMethod.params, (actor, [p]) => manage.changeState(actor, p.offerIds, p.action))],
    [MyOffersMethod.name, method(MyOffersMethod.params, (actor, [p]) => read.mine(actor, p))],
    [GetMyOfferMethod.name, method(GetMyOfferMethod.params, (actor, [p]) => read.one(actor, p.offerId))],
  ]);
}
