import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Statement, StatementParamsInput } from '../../../../contracts/ledger/index.ts';
import { formatMoney, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';
import { balancesReceived } from '../balances/model.ts';

/*
 * The statement on /dashboard/finances/credits (`myStatement`): every ledger
 * entry on the user's accounts, newest first, a page at a time ("more"
 * appends the next page), optionally one currency. It reloads its first page
 * when the live balances move, so a sale or a top-up shows up as a line too.
 */

export type StatementEntry = Statement['entries'][number];
interface StatementRequest extends StatementParamsInput {
  /** Appends to the lines shown (a further page) rather than replacing them. */
  readonly append: boolean;
}

/** `myStatement` over DDP. */
export const loadStatementFx = createEffect<StatementParamsInput, Statement, DomainError>();
const fetchStatementFx = createEffect<StatementRequest, { readonly page: Statement; readonly append: boolean }, DomainError>(async (request) => {
  const { append, ...params } = request;
  return { page: await loadStatementFx(params), append };
});

export const statementMoreClicked = createEvent();
export const statementCurrencyChosen = createEvent<string | null>();

export const $statementCurrency = createStore<string | null>(null, { sid: 'statement/$currency', serialize: 'ignore' }).on(statementCurrencyChosen, (_, currency) => currency);
export const $statementEntries = createStore<readonly StatementEntry[] | null>(null, { sid: 'statement/$entries', serialize: 'ignore' }).on(fetchStatementFx.doneData, (shown, { page, append }) =>
  append && shown !== null ? [...shown, ...page.entries.filter((e) => !shown.some((s) => s.id === e.id))] : page.entries,
);
export const $statementCursor = createStore<string | null>(null, { sid: 'statement/$cursor', serialize: 'ignore' }).on(fetchStatementFx.doneData, (_, { page }) => page.nextCursor);
export const $statementFailed = createStore(false, { sid: 'statement/$failed', serialize: 'ignore' })
  .on(fetchStatementFx.fail, () => true)
  .on(fetchStatementFx, () => false);
export const $statementLoading = fetchStatementFx.pending;

const $wanted = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardFinancesCredits');
const firstPage = (currency: string | null): StatementRequest => (currency === null ? { append: false } : { currency: currency as NonNullable<StatementParamsInput['currency']>, append: false });

sample({ clock: [$wanted.updates, statementCurrencyChosen, balancesReceived], source: { wanted: $wanted, currency: $statementCurrency }, filter: ({ wanted }) => wanted, fn: ({ currency }) => firstPage(currency), target: fetchStatementFx });
sample({
  clock: statementMoreClicked,
  source: { cursor: $statementCursor, currency: $statementCurrency, loading: $statementLoading },
  filter: ({ cursor, loading }) => cursor !== null && !loading,
  fn: ({ cursor, currency }): StatementRequest => ({ ...firstPage(currency), ...(cursor === null ? {} : { cursor }), append: true }),
  target: fetchStatementFx,
});
sample({ clock: $wanted.updates, filter: (wanted) => !wanted, target: [$statementEntries.reinit, $statementCursor.reinit, $statementCurrency.reinit] });

export interface StatementRowView {
  readonly id: string;
  readonly kind: StatementEntry['kind'];
  readonly account: StatementEntry['account'];
  readonly at: string;
  readonly amount: string;
  readonly incoming: boolean;
  readonly balance: string;
  readonly link: string | null;
}

export const $statementRows = $statementEntries.map((entries) =>
  entries === null
    ? null
    : entries.map(
        (e): StatementRowView => ({
          id: e.id,
          kind: e.kind,
          account: e.account,
          at: e.at,
          amount: (e.amount.minor > 0 ? '+' : '') + formatMoney(e.amount),
          incoming: e.amount.minor > 0,
          balance: formatMoney(e.balance),
          link: e.link,
        }),
      ),
);
export const $statementHasMore = $statementCursor.map((cursor) => cursor !== null);
