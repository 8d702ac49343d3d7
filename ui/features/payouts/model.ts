import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { WithdrawalView } from '../../../contracts/payouts/index.ts';
import { mustMoney, PAYOUT_METHODS, quoteWithdrawal, USD, type DomainError, type PayoutMethodId } from '../../../domain/index.ts';
import { $isLoggedIn, $roleFlags } from '../accounts/session/model.ts';
import { $savedPayoutDetails } from './details/model.ts';
import { keyForAttempt } from '../shared/idempotency/model.ts';
import { $page } from '../shared/page/model.ts';
import { typedAmount } from '../payments/top-up/amount.ts';

/*
 * /dashboard/finances/withdrawals: the seller's available balance, a form
 * whose fee and net come from the same domain rules the server applies
 * (the server recomputes them), a confirmation step, and the list of their
 * withdrawals; disbursers also see the queue and act on it.
 */

export type StaffStep =
  | { readonly type: 'approve'; readonly withdrawalId: string }
  | { readonly type: 'reject'; readonly withdrawalId: string; readonly reason: string }
  | { readonly type: 'paid'; readonly withdrawalId: string; readonly reference: string }
  | { readonly type: 'failed'; readonly withdrawalId: string; readonly reason: string };

export const loadWithdrawalsFx = createEffect<void, { readonly availableMinor: number; readonly withdrawals: readonly WithdrawalView[] }, DomainError>();
export const requestWithdrawalFx = createEffect<{ method: PayoutMethodId; amountMinor: number; details?: string; idempotencyKey: string }, WithdrawalView, DomainError>();
export const cancelWithdrawalFx = createEffect<string, WithdrawalView, DomainError>();
export const loadQueueFx = createEffect<void, readonly WithdrawalView[], DomainError>();
export const staffStepFx = createEffect<StaffStep, WithdrawalView, DomainError>();

export const methodChosen = createEvent<PayoutMethodId>();
export const amountTyped = createEvent<string>();
export const detailsTyped = createEvent<string>();
export const withdrawClicked = createEvent();
export const confirmClicked = createEvent();
export const backClicked = createEvent();
export const cancelClicked = createEvent<string>();
export const staffStepClicked = createEvent<StaffStep>();

export const $method = createStore<PayoutMethodId>('CRYPTO', { sid: 'withdrawals/$method', serialize: 'ignore' }).on(methodChosen, (_, m) => m);
export const $amountText = createStore('', { sid: 'withdrawals/$amountText', serialize: 'ignore' }).on(amountTyped, (_, t) => t);
export const $details = createStore('', { sid: 'withdrawals/$details', serialize: 'ignore' }).on(detailsTyped, (_, t) => t);
export const $confirming = createStore(false, { sid: 'withdrawals/$confirming', serialize: 'ignore' })
  .on(withdrawClicked, () => true)
  .on([backClicked, methodChosen, amountTyped, requestWithdrawalFx.done], () => false);
export const $available = createStore<number | null>(null, { sid: 'withdrawals/$available', serialize: 'ignore' }).on(loadWithdrawalsFx.doneData, (_, a) => a.availableMinor);
export const $withdrawals = createStore<readonly WithdrawalView[] | null>(null, { sid: 'withdrawals/$list', serialize: 'ignore' }).on(loadWithdrawalsFx.doneData, (_, a) => a.withdrawals);
export const $queue = createStore<readonly WithdrawalView[] | null>(null, { sid: 'withdrawals/$queue', serialize: 'ignore' }).on(loadQueueFx.doneData, (_, q) => q);
/** The last refusal's code, for the form to explain. */
export const $error = createStore<string | null>(null, { sid: 'withdrawals/$error', serialize: 'ignore' })
  .on([requestWithdrawalFx.failData, cancelWithdrawalFx.failData, staffStepFx.failData], (_, e) => e.code)
  .reset([withdrawClicked, confirmClicked, staffStepClicked, cancelClicked]);
export const $busy = combine(requestWithdrawalFx.pending, cancelWithdrawalFx.pending, staffStepFx.pending, (a, b, c) => a || b || c);
export const $isDisburser = $roleFlags.map((flags) => flags.isDisburser || flags.isAdmin);

export const PAYOUT_METHOD_OPTIONS = PAYOUT_METHODS.map((m) => ({ id: m.id, label: m.label, percent: m.percent, fixedMinor: m.fixed.minor }));

/** The typed amount in USD cents, and its fee and net (or why not) by the chosen method. */
export const $quote = combine($amountText, $method, $available, (text, method, available) => {
  const amount = typedAmount(text, USD);
  if (amount === null) return { kind: 'empty' as const };
  if (available !== null && amount.minor > available) return { kind: 'refused' as const, code: 'INSUFFICIENT_FUNDS', amountMinor: amount.minor };
  const quote = quoteWithdrawal(method, mustMoney(amount.minor, USD));
  return quote.isErr()
    ? { kind: 'refused' as const, code: quote.error.code, amountMinor: amount.minor, minimumMinor: (quote.error.details?.['minimum'] as { minor?: number } | undefined)?.minor ?? null }
    : { kind: 'quoted' as const, amountMinor: amount.minor, feeMinor: quote.value.fee.minor, netMinor: quote.value.net.minor };
});
export const $canWithdraw = combine($quote, $details, $busy, (q, details, busy) => q.kind === 'quoted' && details.trim().length >= 3 && !busy);

const $wanted = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardFinancesWithdrawals');
const shown = sample({ clock: [$wanted.updates, requestWithdrawalFx.done, cancelWithdrawalFx.done, staffStepFx.done], source: $wanted, filter: Boolean });
sample({ clock: shown, target: loadWithdrawalsFx });
sample({ clock: shown, source: $isDisburser, filter: Boolean, target: loadQueueFx });
sample({ clock: $isDisburser.updates, source: $wanted, filter: (wanted, disburser) => wanted && disburser, target: loadQueueFx });

// One idempotency key per confirmed form: a resend after a dropped connection withdraws once.
type Pending = { method: PayoutMethodId; amountMinor: number; details?: string };
const keyFx = keyForAttempt<Pending>();
// The saved details pre-fill the field, masked: left as they are, the request names none and the server uses the saved set in full.
const savedSummary = (saved: readonly { method: string; summary: string }[] | null, method: PayoutMethodId) => saved?.find((s) => s.method === method)?.summary ?? null;
sample({
  clock: confirmClicked,
  source: { can: $canWithdraw, quote: $quote, method: $method, details: $details, saved: $savedPayoutDetails },
  filter: ({ can, quote }) => can && quote.kind === 'quoted',
  fn: ({ quote, method, details, saved }): Pending => {
    const amountMinor = quote.kind === 'quoted' ? quote.amountMinor : 0;
    return details.trim() === savedSummary(saved, method) ? { method, amountMinor } : { method, amountMinor, details: details.trim() };
  },
  target: keyFx,
});
sample({
  clock: [$savedPayoutDetails.updates, methodChosen],
  source: { saved: $savedPayoutDetails, method: $method, details: $details },
  // Only over an empty field or another method's saved line: what the seller typed stays.
  filter: ({ saved, details }) => details.trim() === '' || (saved ?? []).some((s) => s.summary === details),
  fn: ({ saved, method }) => savedSummary(saved, method) ?? '',
  target: $details,
});
sample({ clock: keyFx.done, fn: ({ params, result }) => ({ ...params, idempotencyKey: result }), target: requestWithdrawalFx });
$amountText.reset(requestWithdrawalFx.done);
sample({ clock: cancelClicked, target: cancelWithdrawalFx });
sample({ clock: staffStepClicked, target: staffStepFx });
