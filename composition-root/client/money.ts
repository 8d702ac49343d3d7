import { scopeBind, type Scope } from 'effector';
import type * as v from 'valibot';
import { DdpLedger } from '../../adapters/client/ledger/ddp-ledger.ts';
import { DdpOrders } from '../../adapters/client/orders/ddp-orders.ts';
import { DdpPayments } from '../../adapters/client/payments/ddp-payments.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import type { LiveDocument } from '../../adapters/client/shared/ddp-live-watches.ts';
import { MyBalancesPublication } from '../../contracts/ledger/index.ts';
import { MyOrdersPublication } from '../../contracts/orders/index.ts';
import type { PublicationContract } from '../../contracts/shared/index.ts';
import type { DomainError } from '../../domain/index.ts';
import { ordersReceived, stopOrdersFx, watchOrdersFx } from '../../ui/features/orders/list/model.ts';
import { balancesReceived, loadBalancesFx, stopBalancesFx, watchBalancesFx } from '../../ui/features/payments/balances/model.ts';
import { loadPaymentsFx } from '../../ui/features/payments/history/model.ts';
import { loadStatementFx } from '../../ui/features/payments/statement/model.ts';
import { openProviderPageFx } from '../../ui/features/payments/outcome.ts';
import { topUpCreditsFx } from '../../ui/features/payments/top-up/model.ts';
import { idempotencyKeyFx } from '../../ui/features/shared/idempotency/model.ts';
import { placeOrderFx } from '../../ui/features/shopping/checkout/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The storefront's DDP channel as the money pages use it: methods, and the signed-in user's live publications. */
export interface MoneyChannel extends DdpMethodCaller {
  /** `onRefused`: the server refused the subscription (an order that is not the caller's, bad params). */
  watch<D extends v.GenericSchema>(
    publication: PublicationContract<string, string, D>,
    onDocuments: (documents: readonly LiveDocument<D>[]) => void,
    params?: readonly unknown[],
    onRefused?: (error: DomainError) => void,
  ): void;
  unwatch(publicationName: string): void;
}

/** An idempotency key: a UUID where the browser has one (secure contexts), else 128 random bits in hex. */
function freshKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The money pages' effects bound to the browser: `placeOrder`,
 * `topUpCredits`, `myPayments` and `getBalances` over DDP, the `myOrders` and
 * `myBalances` publications delivered into the scope, idempotency keys from
 * `crypto.randomUUID`, and the provider's page opened by a full navigation.
 */
export function bindMoneyHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const orders = new DdpOrders(channel);
  const payments = new DdpPayments(channel);
  const ledger = new DdpLedger(channel);
  return handlers
    .bind(placeOrderFx, unwrap((params) => orders.placeOrder(params)))
    .bind(topUpCreditsFx, unwrap((params) => payments.topUpCredits(params)))
    .bind(loadPaymentsFx, unwrap(() => payments.myPayments()))
    .bind(loadBalancesFx, unwrap(() => ledger.balances()))
    .bind(loadStatementFx, unwrap((params) => ledger.statement(params)))
    .bind(watchOrdersFx, () => channel.watch(MyOrdersPublication, (documents) => scopeBind(ordersReceived, { scope: scope() })(documents)))
    .bind(stopOrdersFx, () => channel.unwatch(MyOrdersPublication.name))
    .bind(watchBalancesFx, () => channel.watch(MyBalancesPublication, (documents) => scopeBind(balancesReceived, { scope: scope() })(documents)))
    .bind(stopBalancesFx, () => channel.unwatch(MyBalancesPublication.name))
    .bind(idempotencyKeyFx, freshKey)
    .bind(openProviderPageFx, (url) => location.assign(url));
}
