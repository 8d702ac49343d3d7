import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_PAGE,
  VERIFICATION_STATES,
  isVerificationExempt,
  verificationRedirect,
} from '../../../domain/accounts/index.ts';

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const path = fc.array(segment, { maxLength: 5 }).map((s) => `/${s.join('/')}`);

describe('verificationRedirect', () => {
  it('never redirects unless verification is required', () => {
    const notRequired = fc.constantFrom(...VERIFICATION_STATES.filter((s) => s !== 'VERIFICATION_REQUIRED'));
    fc.assert(
      fc.property(notRequired, fc.oneof(path, fc.string()), (state, p) => {
        expect(verificationRedirect(state, p)).toBeNull();
      }),
    );
  });

  it.each([
    '/dashboard/finances/withdrawals',
    '/dashboard/finances/withdrawals/',
    '/dashboard/account',
    '/dashboard/account/',
    '/dashboard/account/Verification',
    '/dashboard/account/verification',
    '/dashboard/account/security?tab=2',
    '/DASHBOARD/Account#top',
    '/dashboard/finances/withdrawals?page=3',
  ])('lets %s through while verification is required', (p) => {
    expect(verificationRedirect('VERIFICATION_REQUIRED', p)).toBeNull();
  });

  it.each([
    '/',
    '/dashboard',
    '/dashboard/finances',
    '/dashboard/finances/credits',
    '/dashboard/finances/withdrawals/42',
    '/dashboard/finances/withdrawalsx',
    '/dashboard/accounts',
    '/dashboard/account/a/b',
    '/dashboard/orders',
    '/checkout',
    '/product/abc?ref=/dashboard/account',
  ])('redirects %s to the Verification tab while verification is required', (p) => {
    expect(verificationRedirect('VERIFICATION_REQUIRED', p)).toBe('/dashboard/account/Verification');
  });

  it('never redirects the account page with any tab, nor the withdrawals page', () => {
    const exempt = fc.oneof(
      segment.map((tab) => `/dashboard/account/${tab}`),
      fc.constant('/dashboard/account'),
      fc.constant('/dashboard/finances/withdrawals'),
    );
    fc.assert(
      fc.property(exempt, fc.constantFrom('', '/', '?x=1', '#h'), (p, tail) => {
        expect(verificationRedirect('VERIFICATION_REQUIRED', p + tail)).toBeNull();
      }),
    );
  });

  it('redirects every other path, and its target is itself exempt so it cannot loop', () => {
    expect(isVerificationExempt(VERIFICATION_PAGE)).toBe(true);
    fc.assert(
      fc.property(path, (p) => {
        const lower = p.toLowerCase();
        const exempt =
          lower === '/dashboard/finances/withdrawals' ||
          lower === '/dashboard/account' ||
          /^\/dashboard\/account\/[^/]+$/.test(lower);
        expect(verificationRedirect('VERIFICATION_REQUIRED', p)).toBe(exempt ? null : VERIFICATION_PAGE);
      }),
    );
  });
});
