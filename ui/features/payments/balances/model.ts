import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Balances } from '../../../../contracts/ledger/index.ts';
import { formatMoney, mustMoney, USD, type CurrencyCode, type DomainError, type Money } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * The buyer's site credits per currency (the ledger's `getBalances` and the
 * live `myBalances` publication), followed while a page that shows or spends
 * them is open: checkout, a server cart, the result page, the credits page and
 * the dashboard's overview.
 * `getBalances` answers at once; the publication keeps the numbers current
 * (a top-up landing, a refund) without a reload.
 */

export type Balance = Balances['balances'][number];

/** `getBalances` over DDP. */
export const loadBalancesFx = createEffect<void, readonly Balance[], DomainError>();
/** Subscribes to `myBalances`; the browser delivers every change as `balancesReceived`. */
export const watchBalancesFx = createEffect<void, void>();
export const stopBalancesFx = createEffect<void, void>();
export const balancesReceived = createEvent<readonly Balance[]>();

/** The balances; null until the first answer. */
export const $balances = createStore<readonly Balance[] | null>(null, { sid: 'balances/$balances', serialize: 'ignore' })
  .on(loadBalancesFx.doneData, (_, balances) => balances)
  .on(balancesReceived, (_, balances) => balances);

const PAGES_WITH_CREDITS = new Set(['dashboard', 'checkout', 'checkoutCart', 'checkoutPayment', 'dashboardFinancesCredits']);
const $wanted = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && PAGES_WITH_CREDITS.has(page.name));

sample({ clock: $wanted.updates, filter: Boolean, target: [loadBalancesFx, watchBalancesFx] });
sample({ clock: $wanted.updates, filter: (wanted) => !wanted, target: [stopBalancesFx, $balances.reinit] });

/** One currency's credits, for a page that pays in that currency: what is available, and whether it covers `amount`. */
export interface CreditsFor {
  readonly available: Money;
  readonly formatted: string;
  readonly covers: boolean;
}

/** The available credits in `amount`'s currency (0 when the buyer has none in it); null while the balances load. */
export function creditsFor(balances: readonly Balance[] | null, amount: Money): CreditsFor | null {
  if (balances === null) return null;
  const found = balances.find((b) => b.currency === amount.currency);
  const available = mustMoney(found?.available ?? 0, amount.currency as CurrencyCode);
  return { available, formatted: formatMoney(available), covers: available.minor >= amount.minor };
}

/** Rows for the credits page: every currency held, formatted; a new account sees its zero USD balance rather than nothing. */
export const $balanceRows = $balances.map((balances) =>
  balances === null
    ? null
    : (balances.length === 0 ? [{ currency: USD, available: 0, pending: 0 }] : balances).map((b) => ({
        currency: b.currency,
        available: formatMoney(mustMoney(b.available, b.currency)),
        pending: b.pending === 0 ? null : formatMoney(mustMoney(b.pending, b.currency)),
      })),
);
