import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError, type DomainError } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { $lastDoneStep, $stepError, $stepPending, orderStepFx, stepSubmitted, toastKey, type KeyedOrderStep } from '../../../ui/features/orders/actions/model.ts';
import { amountToMinor } from '../../../ui/features/orders/disputes/amount.ts';
import { translateToastFx, type ToastMessage } from '../../../ui/features/shopping/cart/toasts.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { toastRemoveDelayFx, toastTimerFx, type ToastTimer } from '../../../ui/features/shared/toasts/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';
import type { CurrencyCode } from '../../../domain/index.ts';
import { orderPage, page } from './lifecycle-fixtures.ts';

/** A signed-in scope whose DDP calls answer with `answers` in turn (an error is a refusal), recording what was sent and toasted. */
function scopeWith(answers: readonly (DomainError | 'ok' | 'hold')[] = []) {
  const sent: KeyedOrderStep[] = [];
  const toasts: ToastMessage[] = [];
  let keys = 0;
  let release: (() => void) | null = null;
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [idempotencyKeyFx, () => `key-${++keys}`],
      // Toasts close at once here instead of after their seconds on screen.
      [toastTimerFx, (timer: ToastTimer) => timer],
      [toastRemoveDelayFx, (id: string) => id],
      [translateToastFx, (m: ToastMessage) => (toasts.push(m), { id: m.id, title: m.fallback })],
      [
        orderStepFx,
        async (step: KeyedOrderStep) => {
          sent.push(step);
          const answer = answers[sent.length - 1] ?? 'ok';
          if (answer === 'hold') await new Promise<void>((resolve) => (release = resolve));
          if (answer !== 'ok') throw answer;
        },
      ],
    ],
  });
  return { scope, sent, toasts, release: () => release?.() };
}

describe('order steps', () => {
  it('sends the intent with a fresh key, toasts the success in words, and remembers it as done', async () => {
    const { scope, sent, toasts } = scopeWith();
    await allSettled(pageResolved, { scope, params: orderPage('o1') });
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'confirm' } } });
    expect(sent).toEqual([{ orderId: 'o1', intent: { kind: 'confirm' }, idempotencyKey: 'key-1' }]);
    expect(toasts.map((t) => t.key)).toEqual(['orderSteps.toasts.confirm']);
    expect(scope.getState($lastDoneStep)).toEqual({ orderId: 'o1', intent: { kind: 'confirm' } });
    expect(scope.getState($stepError)).toBeNull();
  });

  it('a press after a lost answer sends the same intent with the same key; the next intent gets a new one', async () => {
    const { scope, sent } = scopeWith([domainError('UNAVAILABLE', 'socket closed'), 'ok', 'ok']);
    const resolve = { orderId: 'o1', intent: { kind: 'resolveDispute', outcome: 'PARTIAL_REFUND', amountMinor: 250, note: 'half delivered' } } as const;
    await allSettled(stepSubmitted, { scope, params: resolve });
    expect(scope.getState($stepError)).toEqual({ orderId: 'o1', kind: 'resolveDispute', code: 'UNAVAILABLE' });
    await allSettled(stepSubmitted, { scope, params: resolve });
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'confirm' } } });
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(scope.getState($stepError)).toBeNull();
  });

  it('a definite refusal ends the attempt and says why by its catalogue code, without a toast', async () => {
    const { scope, sent, toasts } = scopeWith([domainError('ORDER_ACTION_NOT_ALLOWED', 'already completed'), 'ok']);
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'confirm' } } });
    expect(scope.getState($stepError)).toEqual({ orderId: 'o1', kind: 'confirm', code: 'ORDER_ACTION_NOT_ALLOWED' });
    expect(toasts).toEqual([]);
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'confirm' } } });
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('a double click sends one step: nothing goes while a step is in flight', async () => {
    const { scope, sent, release } = scopeWith(['hold']);
    const first = allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'start' } } });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState($stepPending)).toBe(true);
    // The second press is handled at once (while the first is held); allSettled then waits for the release.
    setTimeout(release, 20);
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'start' } } });
    await first;
    expect(sent).toHaveLength(1);
    expect(scope.getState($stepPending)).toBe(false);
  });

  it('leaving the page forgets the error', async () => {
    const { scope } = scopeWith([domainError('ORDER_ALREADY_RATED', 'rated')]);
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'rate', stars: 5, comment: '' } } });
    expect(scope.getState($stepError)?.code).toBe('ORDER_ALREADY_RATED');
    await allSettled(pageResolved, { scope, params: page('home', '/') });
    expect(scope.getState($stepError)).toBeNull();
  });

  it("the seller's answer to a cancel request is toasted as the answer it was", () => {
    expect(toastKey({ kind: 'answerCancel', accept: true })).toBe('orderSteps.toasts.cancelAccepted');
    expect(toastKey({ kind: 'answerCancel', accept: false })).toBe('orderSteps.toasts.cancelDeclined');
    // A refund on its way to the card is not "refunded to your credits".
    expect(toastKey({ kind: 'cancel', refundTo: 'CARD' })).toBe('orderSteps.toasts.cancelToCard');
    expect(toastKey({ kind: 'cancel', refundTo: 'CREDITS' })).toBe('orderSteps.toasts.cancel');
  });
});

describe('a partial refund typed by staff', () => {
  const usd = 'USD' as CurrencyCode;
  it('reads dots and commas in the currency minor units', () => {
    expect(amountToMinor('2.5', usd)).toBe(250);
    expect(amountToMinor('2,50', usd)).toBe(250);
    expect(amountToMinor(' 12 ', usd)).toBe(1200);
    expect(amountToMinor('1000', 'JPY' as CurrencyCode)).toBe(1000);
  });
  it('refuses nothing, zero, negatives, words and more decimals than the currency has', () => {
    for (const text of ['', '0', '0.00', '-1', 'abc', '1.234', '1e3']) expect(amountToMinor(text, usd), text).toBeNull();
    expect(amountToMinor('1.5', 'JPY' as CurrencyCode)).toBeNull();
  });
});
