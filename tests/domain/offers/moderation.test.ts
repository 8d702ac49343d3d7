import { describe, expect, it } from 'vitest';
import { applyOfferAction, moderate, REVIEW_AFTER_REPORTERS, stateAfterReport, type ModerationFacts } from '../../../domain/index.ts';

const live: ModerationFacts = { state: 'AVAILABLE', stateBeforeReview: null, quantity: 5, purchaseBehavior: 'DEFAULT' };

describe('offer moderation', () => {
  it('takes an offer off sale for review only once enough distinct users report it', () => {
    expect(stateAfterReport(live, REVIEW_AFTER_REPORTERS - 1)).toEqual({ state: 'AVAILABLE', stateBeforeReview: null });
    expect(stateAfterReport(live, REVIEW_AFTER_REPORTERS)).toEqual({ state: 'UNDER_REVIEW', stateBeforeReview: 'AVAILABLE' });
    // A paused offer is not on sale: nothing to take off.
    expect(stateAfterReport({ ...live, state: 'HIDDEN' }, 10).state).toBe('HIDDEN');
  });

  it('removes for good as far as the seller goes: no resume, no pause; staff may restore it to where it was', () => {
    const removed = moderate({ ...live, state: 'UNDER_REVIEW', stateBeforeReview: 'HIDDEN' }, 'REMOVE', true)._unsafeUnwrap();
    expect(removed).toEqual({ state: 'REMOVED', stateBeforeReview: 'HIDDEN' });
    expect(applyOfferAction('REMOVED', 'resume', live).isErr()).toBe(true);
    expect(applyOfferAction('REMOVED', 'pause', live).isErr()).toBe(true);
    expect(moderate({ ...live, ...removed }, 'REMOVE', false)._unsafeUnwrapErr().code).toBe('OFFER_STATE_CHANGE_INVALID');
    expect(moderate({ ...live, ...removed }, 'RESTORE', false)._unsafeUnwrap()).toEqual({ state: 'HIDDEN', stateBeforeReview: null });
    // A live offer restored follows its stock.
    expect(moderate({ ...live, state: 'REMOVED', stateBeforeReview: 'AVAILABLE', quantity: 0 }, 'RESTORE', false)._unsafeUnwrap().state).toBe('SOLD_OUT');
  });

  it('dismisses reports: back on sale from review, unchanged when live, refused with nothing to dismiss or once removed', () => {
    expect(moderate({ ...live, state: 'UNDER_REVIEW', stateBeforeReview: 'AVAILABLE' }, 'DISMISS', true)._unsafeUnwrap().state).toBe('AVAILABLE');
    expect(moderate(live, 'DISMISS', true)._unsafeUnwrap().state).toBe('AVAILABLE');
    expect(moderate(live, 'DISMISS', false).isErr()).toBe(true);
    expect(moderate({ ...live, state: 'REMOVED' }, 'DISMISS', true).isErr()).toBe(true);
    expect(moderate(live, 'RESTORE', true).isErr()).toBe(true);
    expect(moderate({ ...live, state: 'DELETED' }, 'REMOVE', true).isErr()).toBe(true);
  });
});
