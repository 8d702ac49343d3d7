import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PayoutDetailsAnswer, SavePayoutDetailsParams } from '../../../contracts/payouts/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import {
  $payoutDetailsInvalidField,
  $savedPayoutDetails,
  loadPayoutDetailsFx,
  payoutDetailsFieldTyped,
  payoutDetailsMethodChosen,
  payoutDetailsSaveClicked,
  savePayoutDetailsFx,
} from '../../../ui/features/payouts/details/model.ts';
import { $details, amountTyped, confirmClicked, loadWithdrawalsFx, methodChosen, requestWithdrawalFx, withdrawClicked } from '../../../ui/features/payouts/model.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';

const CRYPTO: PayoutDetailsAnswer = { method: 'CRYPTO', details: { network: 'TRC20', address: '••••ss00' }, summary: 'network: TRC20 · address: ••••ss00', updatedAt: '2026-11-27T10:00:00.000Z' };

function payouts() {
  const saved: SavePayoutDetailsParams[] = [];
  const requested: unknown[] = [];
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [loadPayoutDetailsFx, () => [CRYPTO]],
      [savePayoutDetailsFx, (p: SavePayoutDetailsParams) => (saved.push(p), { method: p.method, details: { email: p.details['email'] ?? '' }, summary: `email: ${p.details['email'] ?? ''}`, updatedAt: '' })],
      [loadWithdrawalsFx, () => ({ availableMinor: 50_000, withdrawals: [] })],
      [idempotencyKeyFx, () => 'key-1'],
      [requestWithdrawalFx, (p: unknown) => (requested.push(p), { id: 'w1' })],
    ],
  });
  return { scope, saved, requested };
}

const open = (scope: ReturnType<typeof fork>, name: string, params: Record<string, string> = {}) =>
  allSettled(pageResolved, { scope, params: { name, layout: 'default', params, pathname: '/', search: '', status: 200 } });

describe('saved payout details', () => {
  it('the payouts tab names the field the method refuses and saves only a valid set', async () => {
    const { scope, saved } = payouts();
    await open(scope, 'dashboardAccount', { tab: 'payouts' });
    expect(scope.getState($savedPayoutDetails)).toEqual([CRYPTO]);
    await allSettled(payoutDetailsMethodChosen, { scope, params: 'PAYONEER' });
    await allSettled(payoutDetailsFieldTyped, { scope, params: { name: 'email', value: 'ada@' } });
    expect(scope.getState($payoutDetailsInvalidField)).toBe('email');
    await allSettled(payoutDetailsSaveClicked, { scope });
    expect(saved).toEqual([]);
    await allSettled(payoutDetailsFieldTyped, { scope, params: { name: 'email', value: 'ada@example.com' } });
    await allSettled(payoutDetailsSaveClicked, { scope });
    expect(saved).toEqual([{ method: 'PAYONEER', details: { email: 'ada@example.com' } }]);
    expect(scope.getState($savedPayoutDetails)?.map((s) => s.method)).toEqual(['PAYONEER', 'CRYPTO']);
  });

  it('the withdrawal form pre-fills the saved (masked) line and, left as it is, asks the server to use the saved set', async () => {
    const { scope, requested } = payouts();
    await open(scope, 'dashboardFinancesWithdrawals');
    expect(scope.getState($details)).toBe('network: TRC20 · address: ••••ss00');
    await allSettled(amountTyped, { scope, params: '100' });
    await allSettled(withdrawClicked, { scope });
    await allSettled(confirmClicked, { scope });
    expect(requested).toEqual([{ method: 'CRYPTO', amountMinor: 10_000, idempotencyKey: 'key-1' }]);
    // Another method with nothing saved empties the field instead of carrying the crypto line over.
    await allSettled(methodChosen, { scope, params: 'SWIFT' });
    expect(scope.getState($details)).toBe('');
  });
});
