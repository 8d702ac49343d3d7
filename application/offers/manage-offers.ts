import { err, ok, type Result } from 'neverthrow';
import {
  applyOfferAction,
  domainError,
  isEditable,
  isHeldByStaff,
  OFFER_STATE_LABELS,
  requirePermission,
  stateAfterStockEdit,
  type Actor,
  type DomainError,
  type OfferAction,
} from '../../domain/index.ts';
import type { ChangeOffersStateAnswer, EditOfferPriceStockParams, OfferInput, SellerOffer } from '../../contracts/offers/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { ListingIndexSync } from './listing-index-sync.ts';
import type { OfferIds, OfferRecord, OfferStore } from './ports/index.ts';
import { offerFitsCatalog } from './offer-catalog-fit.ts';
import { sellerOfferView } from './seller-offer-view.ts';

const notFound = () => err(domainError('OFFER_NOT_FOUND', 'Offer not found', { field: 'offerId' }));

/**
 * What a seller does to their own offers. Each write checks the permission,
 * the offer's ownership and the catalog (smart tags and platform must be the
 * game's), commits in one unit of work, then pushes the changed listings to
 * the search index (through the outbox, in the same unit of work) before answering, so the seller's next look at the
 * public listing already shows the change.
 */
export class ManageOffers {
  constructor(
    private readonly store: OfferStore,
    private readonly catalog: CatalogReader,
    private readonly ids: OfferIds,
    private readonly index: ListingIndexSync,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async create(actor: Actor, input: OfferInput): Promise<Result<SellerOffer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    const fits = await this.fitsCatalog(input);
    if (fits.isErr()) return err(fits.error);
    const now = this.clock.now();
    const offer: OfferRecord = { ...input, id: this.ids.offerId(), sellerId: sellerId.value, state: stateAfterStockEdit('AVAILABLE', input), createdAt: now, updatedAt: now };
    await this.uow.run(async () => {
      await this.store.insert(offer);
      await this.index.announce([offer.id]);
      return ok(undefined);
    });
    return ok(sellerOfferView(offer));
  }

  async update(actor: Actor, offerId: string, input: OfferInput): Promise<Result<SellerOffer, DomainError>> {
    return this.change(actor, offerId, async (offer) => {
      const fits = await this.fitsCatalog(input);
      return fits.map(() => ({ ...offer, ...input, state: stateAfterStockEdit(offer.state, input) }));
    });
  }

  async editPriceStock(actor: Actor, p: EditOfferPriceStockParams): Promise<Result<SellerOffer, DomainError>> {
    return this.change(actor, p.offerId, (offer) => {
      const quantity = p.quantity ?? offer.quantity;
      if (offer.purchaseBehavior !== 'ONE_TIME' && quantity > 0 && quantity < offer.minQuantity) {
        return Promise.resolve(err(domainError('VALIDATION_FAILED', `quantity must be at least the minimum quantity (${offer.minQuantity})`, { field: 'quantity' })));
      }
      const next = { ...offer, priceMinor: p.priceMinor ?? offer.priceMinor, quantity };
      return Promise.resolve(ok({ ...next, state: stateAfterStockEdit(offer.state, next) }));
    });
  }

  async duplicate(actor: Actor, offerId: string): Promise<Result<SellerOffer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    const source = await this.store.findOwn(offerId, sellerId.value);
    if (source === undefined || source.state === 'DELETED') return notFound();
    // A copy would be a way around staff: one resumed at once, out of review or removal.
    if (isHeldByStaff(source.state)) return err(domainError('OFFER_STATE_CHANGE_INVALID', 'An offer staff hold (under review or removed) cannot be duplicated', { state: OFFER_STATE_LABELS[source.state] }));
    const now = this.clock.now();
    const copy: OfferRecord = { ...source, id: this.ids.offerId(), state: 'HIDDEN', staffReason: null, createdAt: now, updatedAt: now };
    await this.uow.run(async () => {
      await this.store.insert(copy);
      await this.index.announce([copy.id]);
      return ok(undefined);
    });
    return ok(sellerOfferView(copy));
  }

  /** Pauses, resumes or deletes each offer it can; the others are named in `failed` and left as they were. */
  async changeState(actor: Actor, offerIds: readonly string[], action: OfferAction): Promise<Result<ChangeOffersStateAnswer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    const changed: SellerOffer[] = [];
    const deleted: string[] = [];
    const failed: { offerId: string; code: string; message: string }[] = [];
    await this.uow.run(async () => {
      for (const offerId of new Set(offerIds)) {
        const offer = await this.store.findOwn(offerId, sellerId.value);
        if (offer === undefined || offer.state === 'DELETED') {
          failed.push({ offerId, code: 'OFFER_NOT_FOUND', message: 'Offer not found' });
          continue;
        }
        const next = applyOfferAction(offer.state, action, offer);
        if (next.isErr()) {
          failed.push({ offerId, code: next.error.code, message: next.error.message });
          continue;
        }
        const saved = await this.store.save({ ...offer, state: next.value });
        if (saved.state === 'DELETED') deleted.push(saved.id);
        else changed.push(sellerOfferView(saved));
      }
      await this.index.announce([...changed.map((o) => o.id), ...deleted]);
      return ok(undefined);
    });
    return ok({ changed, deleted, failed });
  }

  private async change(actor: Actor, offerId: string, edit: (offer: OfferRecord) => Promise<Result<OfferRecord, DomainError>>): Promise<Result<SellerOffer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    const saved = await this.uow.run(async (): Promise<Result<OfferRecord, DomainError>> => {
      const offer = await this.store.findOwn(offerId, sellerId.value);
      if (offer === undefined || offer.state === 'DELETED') return notFound();
      if (!isEditable(offer.state)) return err(domainError('OFFER_STATE_CHANGE_INVALID', 'Staff removed this offer; it can no longer be edited', { state: 'removed' }));
      const next = await edit(offer);
      if (next.isErr()) return next;
      const written = await this.store.save(next.value);
      await this.index.announce([written.id]);
      return ok(written);
    });
    if (saved.isErr()) return err(saved.error);
    return ok(sellerOfferView(saved.value));
  }

  private fitsCatalog(input: OfferInput): Promise<Result<void, DomainError>> {
    return offerFitsCatalog(this.catalog, input);
  }
}
