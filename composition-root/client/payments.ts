import { scopeBind, type Scope } from 'effector';
import { DdpLedger } from '../../adapters/client/ledger/ddp-ledger.ts';
import { DdpPayments } from '../../adapters/client/payments/ddp-payments.ts';
import { MyBalancesPublication } from '../../contracts/ledger/index.ts';
import { balancesReceived, loadBalancesFx, stopBalancesFx, watchBalancesFx } from '../../ui/features/payments/balances/model.ts';
import { loadPaymentsFx } from '../../ui/features/payments/history/model.ts';
import { loadStatementFx } from '../../ui/features/payments/statement/model.ts';
import { openProviderPageFx } from '../../ui/features/payments/outcome.ts';
import { topUpCreditsFx } from '../../ui/features/payments/top-up/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import type { MoneyChannel } from './money.ts';

/**
 * The money pages' effects (bound when such a page loads): `topUpCredits`, `myPayments` and
 * `getBalances` over DDP, the `myBalances` publication delivered into the scope, and the
 * provider's page opened by a full navigation.
 */
export function bindPaymentHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const payments = new DdpPayments(channel);
  const ledger = new DdpLedger(channel);
  return handlers
    .bind(topUpCreditsFx, unwrap((params) => payments.topUpCredits(params)))
    .bind(loadPaymentsFx, unwrap(() => payments.myPayments()))
    .bind(loadBalancesFx, unwrap(() => ledger.balances()))
    .bind(loadStatementFx, unwrap((params) => ledger.statement(params)))
    .bind(watchBalancesFx, () => channel.watch(MyBalancesPublication, (documents) => scopeBind(balancesReceived, { scope: scope() })(documents)))
    .bind(stopBalancesFx, () => channel.unwatch(MyBalancesPublication.name))
    .bind(openProviderPageFx, (url) => location.assign(url));
}
