import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import {
  ChangeOffersStateMethod,
  CreateOfferMethod,
  DuplicateOfferMethod,
  EditOfferPriceStockMethod,
  GetMyOfferMethod,
  MyOfferSettingsMethod,
  MyOffersMethod,
  ReportOfferMethod,
  type ReportOfferParams,
  UpdateOfferMethod,
  UpdateOfferSettingsMethod,
  type GameOfferSettings,
  type UpdateOfferSettingsParams,
  type ChangeOffersStateAnswer,
  type ChangeOffersStateParams,
  type EditOfferPriceStockParams,
  type MyOffersAnswer,
  type MyOffersParams,
  type OfferInput,
  type SellerOffer,
} from '../../../contracts/offers/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The seller's offer methods over the storefront's DDP channel; answers are checked against the offers contract. */
export class DdpOffers {
  constructor(private readonly ddp: DdpMethodCaller) {}

  save(request: { readonly offerId: string | null; readonly offer: OfferInput }): Promise<Result<SellerOffer, DomainError>> {
    return request.offerId === null
      ? callMethod(this.ddp, CreateOfferMethod, { offer: request.offer })
      : callMethod(this.ddp, UpdateOfferMethod, { offerId: request.offerId, offer: request.offer });
  }

  get(offerId: string): Promise<Result<SellerOffer, DomainError>> {
    return callMethod(this.ddp, GetMyOfferMethod, { offerId });
  }

  settings(): Promise<Result<readonly GameOfferSettings[], DomainError>> {
    return callMethod(this.ddp, MyOfferSettingsMethod);
  }

  updateSettings(params: UpdateOfferSettingsParams): Promise<Result<GameOfferSettings, DomainError>> {
    return callMethod(this.ddp, UpdateOfferSettingsMethod, params);
  }

  mine(params: MyOffersParams): Promise<Result<MyOffersAnswer, DomainError>> {
    return callMethod(this.ddp, MyOffersMethod, params);
  }

  editPriceStock(params: EditOfferPriceStockParams): Promise<Result<SellerOffer, DomainError>> {
    return callMethod(this.ddp, EditOfferPriceStockMethod, params);
  }

  changeState(params: ChangeOffersStateParams): Promise<Result<ChangeOffersStateAnswer, DomainError>> {
    return callMethod(this.ddp, ChangeOffersStateMethod, { offerIds: params.offerIds, action: params.action });
  }

  duplicate(offerId: string): Promise<Result<SellerOffer, DomainError>> {
    return callMethod(this.ddp, DuplicateOfferMethod, { offerId });
  }

  /** A buyer's report of the offer to staff. */
  report(params: ReportOfferParams): Promise<Result<{ readonly reported: true }, DomainError>> {
    return callMethod(this.ddp, ReportOfferMethod, params);
  }
}
