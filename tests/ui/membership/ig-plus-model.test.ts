import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { BuyIgPlusParams } from '../../../contracts/membership/index.ts';
import { domainError, mustMoney, quoteCart, quoteLinesOf, USD } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import {
  $canJoin,
  $cartSaving,
  $membership,
  $plusError,
  $plusPrice,
  buyIgPlusFx,
  cancelIgPlusFx,
  cancelMembershipClicked,
  joinClicked,
  loadIgPlusFx,
  plusCardChanged,
  plusMethodChosen,
} from '../../../ui/features/membership/model.ts';
import { openProviderPageFx } from '../../../ui/features/payments/outcome.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { $pendingNavigation, pageResolved } from '../../../ui/features/shared/page/model.ts';
import { $cart } from '../../../ui/features/shopping/cart/model.ts';
import { line } from '../shopping/cart/fixtures.ts';

const ACTIVE = { status: 'active' as const, currency: 'USD', periodEnd: '2026-12-27T10:00:00.000Z', cancelAtPeriodEnd: false, failedAttempts: 0, nextAttemptAt: null, startedAt: '2026-11-27T10:00:00.000Z' };

function page(buyAnswers: unknown[], cart = [line('a', { price: mustMoney(5_000, USD) })]) {
  const buys: BuyIgPlusParams[] = [];
  const loads: string[] = [];
  const opened: string[] = [];
  let member: typeof ACTIVE | null = null;
  const scope = fork({
    values: [
      [$session, { status: 'loggedIn', userId: 'u1', user: null }],
      [$cart, cart],
    ],
    handlers: [
      [idempotencyKeyFx, () => `key-${buys.length + 1}`],
      [openProviderPageFx, (url: string) => void opened.push(url)],
      [
        loadIgPlusFx,
        (p: { currency: string }) => {
          loads.push(p.currency);
          return { price: { minor: 499, currency: 'USD' }, membership: member };
        },
      ],
      [
        buyIgPlusFx,
        (params: BuyIgPlusParams) => {
          buys.push(params);
          const answer = buyAnswers.shift();
          if (answer instanceof Object && 'code' in answer) throw answer;
          member = (answer as { membership: typeof ACTIVE | null }).membership;
          return answer;
        },
      ],
      [cancelIgPlusFx, () => (member = { ...ACTIVE, cancelAtPeriodEnd: true })],
    ],
  });
  return { scope, buys, loads, opened };
}

const open = (scope: ReturnType<typeof fork>) =>
  allSettled(pageResolved, { scope, params: { name: 'igPlus', layout: 'default', params: {}, pathname: '/ig-plus', search: '', status: 200 } });

describe('the ig-plus page', () => {
  it('shows the server’s price and what the membership takes off the cart held, by the checkout’s own rule', async () => {
    const { scope, loads } = page([]);
    await open(scope);
    expect(loads).toEqual(['USD']);
    expect(scope.getState($plusPrice)).toBe('$4.99');
    const quote = quoteCart({ lines: quoteLinesOf(scope.getState($cart)), currency: USD, rate: 1, igPlusActive: true })._unsafeUnwrap();
    expect(quote.membershipDiscount.minor).toBeGreaterThan(0);
    expect(scope.getState($cartSaving)).toEqual({ saving: `$${(quote.membershipDiscount.minor / 100).toFixed(2)}`, fee: `$${(quote.serviceFee.minor / 100).toFixed(2)}` });
  });

  it('joins with credits once per attempt, opens the welcome page, and shows the membership after', async () => {
    const { scope, buys } = page([{ membership: ACTIVE, payment: null }]);
    await open(scope);
    await allSettled(joinClicked, { scope });
    expect(buys).toEqual([{ currency: 'USD', method: 'CREDITS', idempotencyKey: 'key-1' }]);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/ig-plus/success', replace: false });
    expect(scope.getState($membership)).toEqual(ACTIVE);
    await allSettled(cancelMembershipClicked, { scope });
    expect(scope.getState($membership)?.cancelAtPeriodEnd).toBe(true);
  });

  it('needs a valid card number to join by card, and leaves for the provider’s page when it asks for a step', async () => {
    const { scope, buys, opened } = page([{ membership: null, payment: { id: 'P1', status: 'requires_action', nextAction: { type: 'redirect', url: 'https://pay.test/3ds/P1' } } }]);
    await open(scope);
    await allSettled(plusMethodChosen, { scope, params: 'CARD' });
    expect(scope.getState($canJoin)).toBe(false);
    await allSettled(plusCardChanged, { scope, params: '4000 0027 6000 3184' });
    await allSettled(joinClicked, { scope });
    expect(buys[0]).toMatchObject({ method: 'CARD', card: '4000002760003184' });
    expect(opened).toEqual(['https://pay.test/3ds/P1']);
  });

  it('says in words why a purchase was refused', async () => {
    const { scope } = page([domainError('INSUFFICIENT_FUNDS', 'short'), domainError('MEMBERSHIP_ALREADY_ACTIVE', 'on')]);
    await open(scope);
    await allSettled(joinClicked, { scope });
    expect(scope.getState($plusError)?.key).toBe('payment.errors.insufficientCredits');
    await allSettled(joinClicked, { scope });
    expect(scope.getState($plusError)?.key).toBe('payment.errors.alreadyMember');
    expect(scope.getState($pendingNavigation)).toBeNull();
  });
});
