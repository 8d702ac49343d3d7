import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { TopUpCreditsParams } from '../../../contracts/payments/index.ts';
import { domainError, type CurrencyCode } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { typedAmount } from '../../../ui/features/payments/top-up/amount.ts';
import { $canTopUp, $topUpAmountLabel, $topUpError, topUpAmountChanged, topUpCardChanged, topUpClicked, topUpCreditsFx, topUpPresetChosen } from '../../../ui/features/payments/top-up/model.ts';
import { openProviderPageFx } from '../../../ui/features/payments/outcome.ts';
import { $paymentResult } from '../../../ui/features/shopping/payment-result/model.ts';
import { loadPaymentsFx } from '../../../ui/features/payments/history/model.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { $pendingNavigation, pageResolved } from '../../../ui/features/shared/page/model.ts';

function credits(answers: unknown[]) {
  const calls: TopUpCreditsParams[] = [];
  const opened: string[] = [];
  let keys = 0;
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [idempotencyKeyFx, () => `key-${++keys}`],
      [openProviderPageFx, (url: string) => void opened.push(url)],
      [loadPaymentsFx, () => [{ id: 'P9', purpose: 'TOP_UP', orderGroupId: null, method: 'CARD', provider: 'local', status: 'succeeded', amount: { minor: 5000, currency: 'USD' }, received: null, createdAt: '', updatedAt: '', failureReason: null }]],
      [
        topUpCreditsFx,
        (params: TopUpCreditsParams) => {
          calls.push(params);
          const answer = answers.shift();
          if (answer instanceof Object && 'code' in answer) throw answer;
          return answer;
        },
      ],
    ],
  });
  return { scope, calls, opened };
}

describe('typed top-up amounts', () => {
  it('reads whole and decimal amounts in the currency’s minor units, and refuses the rest', () => {
    const usd = 'USD' as CurrencyCode;
    expect(typedAmount('50', usd)?.minor).toBe(5000);
    expect(typedAmount('12,5', usd)?.minor).toBe(1250);
    expect(typedAmount('1000', 'JPY' as CurrencyCode)?.minor).toBe(1000);
    for (const bad of ['', '0', '-5', '1.234', 'abc', '99999999']) expect(typedAmount(bad, usd)).toBeNull();
  });
});

describe('top-up', () => {
  it('a preset with a card tops up once with a key and opens the success page of that payment', async () => {
    const { scope, calls } = credits([{ payment: { id: 'P9', status: 'succeeded' } }]);
    await allSettled(topUpPresetChosen, { scope, params: 50 });
    expect(scope.getState($topUpAmountLabel)).toBe('$50.00');
    expect(scope.getState($canTopUp)).toBe(false);
    await allSettled(topUpCardChanged, { scope, params: '4242 4242 4242 4242' });
    await allSettled(topUpClicked, { scope });
    expect(calls).toEqual([{ amount: { minor: 5000, currency: 'USD' }, method: 'CARD', card: '4242424242424242', idempotencyKey: 'key-1' }]);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/checkout/payment/success/credits/P9', replace: false });
    await allSettled(pageResolved, { scope, params: { name: 'checkoutPayment', layout: 'checkout', params: { result: 'pending', type: 'credits', productId: 'P9' }, pathname: '/checkout/payment/pending/credits/P9', search: '', status: 200 } });
    // The payment's own record has the last word over the URL.
    expect(scope.getState($paymentResult).result).toBe('success');
  });

  it('a declined card is said in words; a typed amount that is not one keeps the button off', async () => {
    const { scope, calls } = credits([domainError('PAYMENT_DECLINED', 'declined')]);
    await allSettled(topUpAmountChanged, { scope, params: 'ten' });
    await allSettled(topUpCardChanged, { scope, params: '4000000000000002' });
    expect(scope.getState($canTopUp)).toBe(false);
    await allSettled(topUpAmountChanged, { scope, params: '10' });
    await allSettled(topUpClicked, { scope });
    expect(calls).toHaveLength(1);
    expect(scope.getState($topUpError)?.key).toBe('payment.errors.declined');
    expect(scope.getState($pendingNavigation)).toBeNull();
  });
});
