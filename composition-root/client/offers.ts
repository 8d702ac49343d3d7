import { DdpOffers } from '../../adapters/client/offers/ddp-offers.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { uploadImage } from '../../adapters/client/offers/http-image-upload.ts';
import { loadOfferFx, saveOfferFx, uploadImageFx } from '../../ui/features/offers/create/model.ts';
import { changeOffersStateFx, duplicateOfferFx, editPriceStockFx, loadMyOffersFx } from '../../ui/features/offers/list/model.ts';
import { loadOfferSettingsFx, updateOfferSettingsFx } from '../../ui/features/offers/settings/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The seller's workspace effects (its pages only: bound when such a page loads) bound to the offer methods over DDP. */
export function bindOfferHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const offers = new DdpOffers(channel);
  return handlers
    .bind(saveOfferFx, unwrap((request) => offers.save(request)))
    .bind(loadOfferFx, unwrap((offerId) => offers.get(offerId)))
    .bind(loadMyOffersFx, unwrap((params) => offers.mine(params)))
    .bind(editPriceStockFx, unwrap((params) => offers.editPriceStock(params)))
    .bind(changeOffersStateFx, unwrap((params) => offers.changeState(params)))
    .bind(duplicateOfferFx, unwrap((offerId) => offers.duplicate(offerId)))
    .bind(loadOfferSettingsFx, unwrap(() => offers.settings()))
    .bind(updateOfferSettingsFx, unwrap((params) => offers.updateSettings(params)))
    .bind(uploadImageFx, uploadImage);
}
