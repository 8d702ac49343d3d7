import { allSettled, fork } from 'effector';
import { ok } from 'neverthrow';
import { expect, it } from 'vitest';
import type { LazyAccountConnection } from '../../composition-root/client/lazy-account-connection.ts';

/*
 * In the browser the scope is forked from the server's state first; a lazy
 * page's models and its handler groups arrive later (composition-root/client/
 * page-loading.ts). This file imports them only after forking, as the browser does.
 */
it('a page model created after the scope starts from the state given by sid, and its effects run on the page handlers attached later', async () => {
  const scope = fork({ values: { 'withdrawals/$amountText': '25.00' } });
  const calls: string[] = [];
  const connection = {
    call: (method: string) => {
      calls.push(method);
      return Promise.resolve(ok({ availableMinor: 5000, withdrawals: [] }));
    },
    watch: () => undefined,
    unwatch: () => undefined,
  } as unknown as LazyAccountConnection;
  const { HANDLER_GROUP_BINDERS } = await import('../../composition-root/client/handler-group-binders.ts');
  const { createI18nFrom } = await import('../../ui/i18n/i18n-instance.ts');
  const withdrawals = await import('../../ui/features/payouts/model.ts');
  const bindPayouts = HANDLER_GROUP_BINDERS['payouts'];
  if (bindPayouts === undefined) throw new Error('no payouts handler group');
  (await bindPayouts({ connection, scope: () => scope, i18n: createI18nFrom('en', {}) })).attach();

  expect(scope.getState(withdrawals.$amountText)).toBe('25.00');
  await allSettled(withdrawals.amountTyped, { scope, params: '30' });
  expect(scope.getState(withdrawals.$amountText)).toBe('30');

  const loaded = await allSettled(withdrawals.loadWithdrawalsFx, { scope });
  expect(loaded.status).toBe('done');
  expect(calls).toEqual(['myWithdrawals']);
  expect(scope.getState(withdrawals.$available)).toBe(5000);
});
