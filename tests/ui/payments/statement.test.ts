import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Statement, StatementParamsInput } from '../../../contracts/ledger/index.ts';
import { mustMoney, type CurrencyCode } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { balancesReceived } from '../../../ui/features/payments/balances/model.ts';
import { $statementHasMore, $statementRows, loadStatementFx, statementCurrencyChosen, statementMoreClicked } from '../../../ui/features/payments/statement/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';

const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);
const line = (id: string, kind: Statement['entries'][number]['kind'], minor: number, balance: number, link: string | null = null): Statement['entries'][number] => ({
  id,
  at: '2026-11-27T10:00:00.000Z',
  kind,
  account: 'available',
  amount: usd(minor),
  balance: usd(balance),
  reference: null,
  link,
});

function statement(pages: Statement[]) {
  const calls: StatementParamsInput[] = [];
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [
        loadStatementFx,
        (params: StatementParamsInput) => {
          calls.push(params);
          return pages.shift() ?? { entries: [], nextCursor: null };
        },
      ],
    ],
  });
  return { scope, calls };
}

const openCredits = (scope: ReturnType<typeof fork>) =>
  allSettled(pageResolved, { scope, params: { name: 'dashboardFinancesCredits', layout: 'default', params: {}, pathname: '/dashboard/finances/credits', search: '', status: 200 } });

describe('the statement on the credits page', () => {
  it('loads the newest lines with signed amounts, balances after and links, and appends the next page on "more"', async () => {
    const { scope, calls } = statement([
      { entries: [line('9', 'fee', -390, 15_000, '/dashboard/finances/withdrawals'), line('8', 'withdrawal', -9_610, 15_390, '/dashboard/finances/withdrawals')], nextCursor: '8' },
      { entries: [line('3', 'sale', 25_000, 25_000, '/dashboard/order/o1')], nextCursor: null },
    ]);
    await openCredits(scope);
    expect(calls).toEqual([{}]);
    const rows = scope.getState($statementRows);
    expect(rows?.map((r) => [r.kind, r.amount, r.balance, r.link])).toEqual([
      ['fee', '-$3.90', '$150.00', '/dashboard/finances/withdrawals'],
      ['withdrawal', '-$96.10', '$153.90', '/dashboard/finances/withdrawals'],
    ]);
    expect(scope.getState($statementHasMore)).toBe(true);
    await allSettled(statementMoreClicked, { scope });
    expect(calls[1]).toEqual({ cursor: '8' });
    expect(scope.getState($statementRows)?.map((r) => [r.kind, r.amount, r.incoming])).toEqual([
      ['fee', '-$3.90', false],
      ['withdrawal', '-$96.10', false],
      ['sale', '+$250.00', true],
    ]);
    expect(scope.getState($statementHasMore)).toBe(false);
    // No further page: "more" asks nothing.
    await allSettled(statementMoreClicked, { scope });
    expect(calls).toHaveLength(2);
  });

  it('starts over for one currency, and again from the top when the live balances move', async () => {
    const { scope, calls } = statement([{ entries: [line('2', 'grant', 500, 500)], nextCursor: null }]);
    await openCredits(scope);
    await allSettled(statementCurrencyChosen, { scope, params: 'EUR' });
    expect(calls[1]).toEqual({ currency: 'EUR' });
    expect(scope.getState($statementRows)).toEqual([]);
    await allSettled(balancesReceived, { scope, params: [{ currency: 'EUR' as CurrencyCode, available: 100, pending: 0 }] });
    expect(calls[2]).toEqual({ currency: 'EUR' });
  });
});
