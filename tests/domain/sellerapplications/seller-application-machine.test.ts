import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REAPPLY_WAIT_MS,
  SELLER_APPLICATION_STATUSES,
  checkMayApply,
  reapplyAt,
  transitionSellerApplication,
  type SellerApplicationEvent,
  type SellerApplicationState,
} from '../../../domain/index.ts';

const at = new Date('2026-11-01T10:00:00Z');
const submitted: SellerApplicationState = { status: 'SUBMITTED', reason: null, decidedAt: null };
const rejected = (decidedAt: Date): SellerApplicationState => ({ status: 'REJECTED', reason: 'No shop history', decidedAt });

describe('the seller application machine', () => {
  it('approves, rejects with a trimmed reason, or lets the applicant withdraw a submitted application', () => {
    expect(transitionSellerApplication(submitted, { type: 'APPROVE', at })._unsafeUnwrap()).toEqual({ status: 'APPROVED', reason: null, decidedAt: at });
    expect(transitionSellerApplication(submitted, { type: 'REJECT', at, reason: '  No shop history ' })._unsafeUnwrap()).toEqual(rejected(at));
    expect(transitionSellerApplication(submitted, { type: 'WITHDRAW', at })._unsafeUnwrap()).toEqual({ status: 'WITHDRAWN', reason: null, decidedAt: at });
  });

  it('refuses a rejection without a reason or with one too long, naming the reason', () => {
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      expect(transitionSellerApplication(submitted, { type: 'REJECT', at, reason })._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'reason' } });
    }
  });

  it('decided and withdrawn applications are final: every event on them is refused', () => {
    const events: SellerApplicationEvent[] = [{ type: 'APPROVE', at }, { type: 'REJECT', at, reason: 'late' }, { type: 'WITHDRAW', at }];
    fc.assert(
      fc.property(fc.constantFrom(...SELLER_APPLICATION_STATUSES.filter((s) => s !== 'SUBMITTED')), fc.constantFrom(...events), (status, event) => {
        const result = transitionSellerApplication({ status, reason: null, decidedAt: at }, event);
        expect(result._unsafeUnwrapErr().code).toBe('SELLER_APPLICATION_NOT_ALLOWED');
      }),
    );
  });
});

describe('who may apply', () => {
  it('anyone who never applied, or whose last application was approved or withdrawn', () => {
    expect(checkMayApply(null, at).isOk()).toBe(true);
    expect(checkMayApply({ status: 'APPROVED', reason: null, decidedAt: at }, at).isOk()).toBe(true);
    expect(checkMayApply({ status: 'WITHDRAWN', reason: null, decidedAt: at }, at).isOk()).toBe(true);
  });

  it('one open application per user', () => {
    expect(checkMayApply(submitted, at)._unsafeUnwrapErr().code).toBe('SELLER_APPLICATION_OPEN');
  });

  it('after a rejection, from exactly seven days after the decision, and says from when', () => {
    expect(reapplyAt(rejected(at))).toEqual(new Date('2026-11-08T10:00:00Z'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * REAPPLY_WAIT_MS }), (elapsed) => {
        const answer = checkMayApply(rejected(at), new Date(at.getTime() + elapsed));
        if (elapsed >= REAPPLY_WAIT_MS) expect(answer.isOk()).toBe(true);
        else expect(answer._unsafeUnwrapErr()).toMatchObject({ code: 'SELLER_APPLICATION_TOO_SOON', details: { reapplyAt: '2026-11-08T10:00:00.000Z' } });
      }),
    );
    expect(reapplyAt({ status: 'WITHDRAWN', reason: null, decidedAt: at })).toBeNull();
  });
});
