import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_OFFER_STATES, fitsBudget, mustMoney, priceDeal, REQUEST_STATES, transitionCustomOffer, transitionRequest, USD } from '../../../domain/index.ts';

const usd = (minor: number) => mustMoney(minor, USD);

describe('custom offers and requests leave `open` once', () => {
  it('an open offer can be accepted, declined, withdrawn or expired; nothing else moves', () => {
    expect(transitionCustomOffer('open', 'ACCEPT')._unsafeUnwrap()).toBe('accepted');
    expect(transitionCustomOffer('open', 'DECLINE')._unsafeUnwrap()).toBe('declined');
    expect(transitionCustomOffer('open', 'WITHDRAW')._unsafeUnwrap()).toBe('withdrawn');
    expect(transitionCustomOffer('open', 'EXPIRE')._unsafeUnwrap()).toBe('expired');
    for (const state of CUSTOM_OFFER_STATES.filter((s) => s !== 'open')) {
      expect(transitionCustomOffer(state, 'ACCEPT')._unsafeUnwrapErr()).toMatchObject({ code: 'CUSTOM_OFFER_NOT_OPEN', details: { state } });
    }
  });

  it('a request ends accepted, cancelled or expired, and an ended one stays ended', () => {
    expect(transitionRequest('open', 'ACCEPT_OFFER')._unsafeUnwrap()).toBe('accepted');
    expect(transitionRequest('open', 'CANCEL')._unsafeUnwrap()).toBe('cancelled');
    for (const state of REQUEST_STATES.filter((s) => s !== 'open')) expect(transitionRequest(state, 'CANCEL')._unsafeUnwrapErr().code).toBe('REQUEST_NOT_OPEN');
  });
});

describe('pricing a deal', () => {
  it('charges the checkout’s own fee on the seller’s price, and the total is price + fee − membership', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 1_000_000 }), fc.integer({ min: 1, max: 20 }), fc.boolean(), (unit, quantity, igPlus) => {
        const p = priceDeal({ unitPriceMinor: unit, quantity, productType: { value: 'boosting' }, igPlusActive: igPlus })._unsafeUnwrap();
        expect(p.subtotal.minor).toBe(unit * quantity);
        expect(p.fee.minor).toBeGreaterThan(0);
        expect(p.total.minor).toBe(p.subtotal.minor + p.fee.minor - p.membershipDiscount.minor);
        expect(p.total.minor).toBeGreaterThanOrEqual(p.subtotal.minor);
        if (!igPlus) expect(p.membershipDiscount.minor).toBe(0);
      }),
    );
  });

  it('a budget is the most the buyer pays in all: an offer fits only when its total does', () => {
    const p = priceDeal({ unitPriceMinor: 15_000, quantity: 1, productType: { value: 'accounts' }, igPlusActive: false })._unsafeUnwrap();
    expect(fitsBudget(p.total, usd(p.total.minor)).isOk()).toBe(true);
    expect(fitsBudget(p.total, usd(p.total.minor - 1))._unsafeUnwrapErr()).toMatchObject({ code: 'BUDGET_EXCEEDED', details: { field: 'priceMinor' } });
  });
});
