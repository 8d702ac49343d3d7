import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOfferAction, buyerQuote, checkOfferCatalogFit, OFFER_STATES, quoteCart, stateAfterStockEdit, tierPrices, USD, mustMoney } from '../../../domain/index.ts';
import { offerFieldErrors } from '../../../contracts/offers/index.ts';

const stock = (quantity: number, purchaseBehavior = 'DEFAULT') => ({ quantity, purchaseBehavior });

describe('the offer state machine', () => {
  it('pauses live offers, resumes them as their stock says, and never lets the seller leave a staff state', () => {
    expect(applyOfferAction('AVAILABLE', 'pause', stock(3))._unsafeUnwrap()).toBe('HIDDEN');
    expect(applyOfferAction('HIDDEN', 'resume', stock(3))._unsafeUnwrap()).toBe('AVAILABLE');
    expect(applyOfferAction('HIDDEN', 'resume', stock(0))._unsafeUnwrap()).toBe('SOLD_OUT');
    expect(applyOfferAction('HIDDEN', 'resume', stock(0, 'ONE_TIME'))._unsafeUnwrap()).toBe('AVAILABLE');
    expect(applyOfferAction('REMOVED', 'resume', stock(3))._unsafeUnwrapErr().code).toBe('OFFER_STATE_CHANGE_INVALID');
    expect(applyOfferAction('UNDER_REVIEW', 'pause', stock(3))._unsafeUnwrapErr().code).toBe('OFFER_STATE_CHANGE_INVALID');
    expect(applyOfferAction('REMOVED', 'delete', stock(3))._unsafeUnwrap()).toBe('DELETED');
    expect(applyOfferAction('DELETED', 'delete', stock(3)).isErr()).toBe(true);
  });

  it('keeps a stock edit from ever reviving a paused, reviewed or removed offer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OFFER_STATES), fc.nat(1000), (state, quantity) => {
        const next = stateAfterStockEdit(state, stock(quantity));
        if (state === 'AVAILABLE' || state === 'SOLD_OUT') expect(next).toBe(quantity > 0 ? 'AVAILABLE' : 'SOLD_OUT');
        else expect(next).toBe(state);
      }),
    );
  });
});

describe('an offer fitting its game', () => {
  const scope = { filters: [{ value: 'server', multiSelect: false, tags: ['eu', 'us'] }, { value: 'class', multiSelect: true, tags: ['mage', 'rogue'] }], platforms: ['pc', 'ps5'] };
  it('accepts the game’s tags and platform and names the field of anything else', () => {
    expect(checkOfferCatalogFit({ tags: { server: 'eu', class: ['mage', 'rogue'] }, platform: 'pc' }, scope).isOk()).toBe(true);
    expect(checkOfferCatalogFit({ tags: { server: ['eu', 'us'] }, platform: 'pc' }, scope)._unsafeUnwrapErr().details).toEqual({ field: 'tags.server' });
    expect(checkOfferCatalogFit({ tags: { region: 'eu' }, platform: 'pc' }, scope)._unsafeUnwrapErr().details).toEqual({ field: 'tags.region' });
    expect(checkOfferCatalogFit({ tags: {}, platform: 'xbox' }, scope)._unsafeUnwrapErr().details).toEqual({ field: 'platform' });
    expect(checkOfferCatalogFit({ tags: {}, platform: null }, scope)._unsafeUnwrapErr().details).toEqual({ field: 'platform' });
    expect(checkOfferCatalogFit({ tags: {}, platform: null }, { filters: [], platforms: [] }).isOk()).toBe(true);
  });
});

describe('the price preview', () => {
  const type = { value: 'currency' };
  it('shows the unit price falling across the tier exactly as the checkout prices a cart', () => {
    const offer = { priceMinor: 1000, minQuantity: 1, volumeDiscount: { start: 10, end: 30, min: 5, max: 15 } };
    const rows = tierPrices(offer, type)._unsafeUnwrap();
    expect(rows.map((r) => [r.quantity, r.unitPrice.minor, r.discountPercent])).toEqual([
      [1, 1000, 0],
      [10, 950, 5],
      [20, 900, 10],
      [30, 850, 15],
    ]);
    for (const row of rows) {
      const cart = quoteCart({ lines: [{ unitPrice: mustMoney(1000, USD), quantity: row.quantity, volumeDiscount: offer.volumeDiscount, productType: type }], currency: USD, rate: 1, igPlusActive: false });
      expect(cart._unsafeUnwrap().lines[0]?.unitPrice).toEqual(row.unitPrice);
    }
  });

  it('quotes the buyer at least the minimum quantity, fee included', () => {
    const quote = buyerQuote({ priceMinor: 1000, minQuantity: 3, volumeDiscount: null }, 1, type)._unsafeUnwrap();
    expect(quote.lines[0]?.quantity).toBe(3);
    expect(quote.total.minor).toBeGreaterThan(quote.subtotal.minor);
  });
});

describe('the offer form schema', () => {
  it('names each bad field by its path, as the form shows it', () => {
    const errors = offerFieldErrors({
      gameType: 'wow',
      productType: 'gold',
      tags: {},
      platform: null,
      title: ' x ',
      description: 'ok',
      priceMinor: 0,
      quantity: 5,
      minQuantity: 1,
      incrementalQuantity: false,
      volumeDiscount: { start: 5, end: 2, min: 1, max: 2 },
      deliveryDuration: 'SOON',
      purchaseBehavior: 'DEFAULT',
      services: [],
      images: ['media/not-ours.png'],
    });
    expect(Object.keys(errors).sort()).toEqual(['deliveryDuration', 'images.0', 'priceMinor', 'title', 'volumeDiscount.end']);
  });
});
