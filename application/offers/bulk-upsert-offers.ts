import { err, ok, type Result } from 'neverthrow';
import { isEditable, OFFER_STATE_LABELS, requirePermission, stateAfterStockEdit, type Actor, type DomainError } from '../../domain/index.ts';
import type { BulkOffersAnswer, BulkOffersBody } from '../../contracts/sellerapi/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { ListingIndexSync } from './listing-index-sync.ts';
import { offerFitsCatalog } from './offer-catalog-fit.ts';
import type { OfferIds, OfferRecord, OfferStore } from './ports/index.ts';

type Failure = BulkOffersAnswer['failed'][number];

const fieldOf = (e: DomainError): string | undefined => (typeof e.details?.['field'] === 'string' ? e.details['field'] : undefined);

/**
 * The seller API's bulk upsert (up to 1,000 offers a call): each item with an
 * id replaces that offer of the seller, each without lists a new one, by the
 * same rules as one-at-a-time writes (catalog fit, state from stock, staff
 * removals untouchable). Items that fail are reported by index and the rest
 * are written in one unit of work, then pushed to the listing index in one
 * upsert, so every written offer is searchable when the call answers.
 */
export class BulkUpsertOffers {
  constructor(
    private readonly store: OfferStore,
    private readonly catalog: CatalogReader,
    private readonly ids: OfferIds,
    private readonly index: ListingIndexSync,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, body: BulkOffersBody): Promise<Result<BulkOffersAnswer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    // A bulk file is mostly the same few game / product type pairs: check each pair's catalog once.
    const fits = new Map<string, Promise<Result<void, DomainError>>>();
    const failed: Failure[] = [];
    const written: { index: number; offer: OfferRecord }[] = [];
    let created = 0;
    let updated = 0;
    await this.uow.run(async () => {
      for (const [index, item] of body.offers.entries()) {
        const fail = (e: DomainError) => failed.push({ index, code: e.code, message: e.message, ...(fieldOf(e) === undefined ? {} : { field: `offers.${index}.offer.${fieldOf(e)}` }) });
        const pair = `${item.offer.gameType}\u0000${item.offer.productType}\u0000${JSON.stringify(item.offer.tags)}\u0000${item.offer.platform ?? ''}`;
        let fit = fits.get(pair);
        if (fit === undefined) fits.set(pair, (fit = offerFitsCatalog(this.catalog, item.offer)));
        const fitted = await fit;
        if (fitted.isErr()) {
          fail(fitted.error);
          continue;
        }
        const now = this.clock.now();
        if (item.id === undefined) {
          const offer: OfferRecord = { ...item.offer, id: this.ids.offerId(), sellerId: sellerId.value, state: stateAfterStockEdit('AVAILABLE', item.offer), createdAt: now, updatedAt: now };
          await this.store.insert(offer);
          written.push({ index, offer });
          created += 1;
          continue;
        }
        const existing = await this.store.findOwn(item.id, sellerId.value);
        if (existing === undefined || existing.state === 'DELETED') {
          failed.push({ index, code: 'OFFER_NOT_FOUND', message: 'Offer not found', field: `offers.${index}.id` });
          continue;
        }
        if (!isEditable(existing.state)) {
          failed.push({ index, code: 'OFFER_STATE_CHANGE_INVALID', message: 'Staff removed this offer; it can no longer be edited' });
          continue;
        }
        written.push({ index, offer: await this.store.save({ ...existing, ...item.offer, state: stateAfterStockEdit(existing.state, item.offer) }) });
        updated += 1;
      }
      await this.index.announce(written.map((w) => w.offer.id));
      return ok(undefined);
    });
    const offers = written.map(({ index, offer }) => {
      const label = OFFER_STATE_LABELS[offer.state];
      return { index, id: offer.id, state: label === 'deleted' ? ('removed' as const) : label };
    });
    return ok({ created, updated, failed, offers });
  }
}
