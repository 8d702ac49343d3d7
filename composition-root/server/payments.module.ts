import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import {
  ExpirePayment,
  HandleWebhook,
  MyPayments,
  PaymentEvents,
  PaymentProviders,
  paymentExpiry,
  SimulateChainPayment,
  SavedCards,
  StartPaymentUseCase,
  TopUpCredits,
  type ChargeSavedCard,
  type PaymentListener,
  type PaymentProvider,
  type ReturnUrls,
  type StartPayment,
} from '../../application/payments/index.ts';
import type { PaymentUseCases } from '../../adapters/server/ddp-api/payments/payment-methods.ts';
import { LocalPaymentProvider } from '../../adapters/server/payments/local/local-payment-provider.ts';
import { httpSender, LocalWebhookQueue } from '../../adapters/server/payments/local/local-webhook-queue.ts';
import { SiteCreditsProvider } from '../../adapters/server/payments/site-credits-provider.ts';
import { StripePaymentProvider } from '../../adapters/server/payments/stripe/stripe-payment-provider.ts';
import { SqlPaymentStore, SqlWebhookEventLog } from '../../adapters/server/persistence/payments/sql-payment-store.ts';
import { SqlSavedCardStore } from '../../adapters/server/persistence/payments/sql-saved-card-store.ts';
import type { Config } from '../config.ts';
import { LEDGER } from './ledger.module.ts';
import { SHARED } from './shared.module.ts';


export const PAYMENTS = {
  /** What the checkout injects to take money for an order group (application/payments/start-payment-api.ts). */
  StartPayment: Symbol.for('payments.StartPayment') as ServiceIdentifier<StartPayment>,
  /** The same use case, charging a saved card with nobody present (ig-plus renewals). */
  ChargeSavedCard: Symbol.for('payments.ChargeSavedCard') as ServiceIdentifier<ChargeSavedCard>,
  SavedCards: Symbol.for('payments.SavedCards') as ServiceIdentifier<SavedCards>,
  /** Told of every capture and failure in its unit of work; the orders context provides it (see the binding below). */
  Listener: Symbol.for('payments.Listener') as ServiceIdentifier<PaymentListener>,
  Providers: Symbol.for('payments.Providers') as ServiceIdentifier<PaymentProviders>,
  /** The embedded test provider, for its hosted pages. */
  LocalProvider: Symbol.for('payments.LocalProvider') as ServiceIdentifier<LocalPaymentProvider>,
  /** Its outgoing webhooks: tests hold and release them to make them late or duplicated. */
  LocalWebhooks: Symbol.for('payments.LocalWebhooks') as ServiceIdentifier<LocalWebhookQueue>,
  HandleWebhook: Symbol.for('payments.HandleWebhook') as ServiceIdentifier<HandleWebhook>,
  ExpirePayment: Symbol.for('payments.ExpirePayment') as ServiceIdentifier<ExpirePayment>,
  SimulateChainPayment: Symbol.for('payments.SimulateChainPayment') as ServiceIdentifier<SimulateChainPayment>,
  UseCases: Symbol.for('payments.UseCases') as ServiceIdentifier<PaymentUseCases>,
} as const;

/** Where providers reach us and send buyers back: PAYMENTS_WEBHOOK_BASE_URL, else the public address (known once listening). */
function baseUrlOf(config: Config, publicUrl: () => string): () => string {
  return () => (config.PAYMENTS_WEBHOOK_BASE_URL ?? publicUrl()).replace(/\/$/, '');
}

function stripeOf(config: Config): PaymentProvider | undefined {
  if (config.STRIPE_SECRET_KEY === undefined || config.STRIPE_WEBHOOK_SECRET === undefined) return undefined;
  const api = config.STRIPE_API_URL === undefined ? undefined : new URL(config.STRIPE_API_URL);
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    ...(api === undefined ? {} : { api: { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' } }),
  });
}

/**
 * Payments: cards through Stripe when it is configured, else through the
 * embedded local test provider, which also takes crypto; site credits for
 * CREDITS. The expiry timer kind is registered on the shared handlers.
 */
export const paymentsModule = new ContainerModule(({ bind, onActivation }) => {
  bind(PAYMENTS.LocalWebhooks).toDynamicValue((ctx) => {
    const config = ctx.get(SHARED.Config);
    const address = ctx.get(SHARED.PublicAddress);
    const base = baseUrlOf(config, () => address.url());
    return new LocalWebhookQueue({
      secret: config.LOCAL_PAYMENTS_WEBHOOK_SECRET ?? LOCAL_SECRET,
      send: httpSender(() => `${base()}/api/payments/webhooks/local`),
      onError: (error) => ctx.get(SHARED.ReportError)(error, 'local payment webhook delivery'),
    });
  });
  bind(PAYMENTS.LocalProvider).toDynamicValue((ctx) => {
    const config = ctx.get(SHARED.Config);
    const address = ctx.get(SHARED.PublicAddress);
    return new LocalPaymentProvider({
      secret: config.LOCAL_PAYMENTS_WEBHOOK_SECRET ?? LOCAL_SECRET,
      queue: ctx.get(PAYMENTS.LocalWebhooks),
      baseUrl: baseUrlOf(config, () => address.url()),
    });
  });
  bind(PAYMENTS.Providers).toDynamicValue((ctx) => {
    const stripe = stripeOf(ctx.get(SHARED.Config));
    const local = ctx.get(PAYMENTS.LocalProvider);
    return new PaymentProviders(new SiteCreditsProvider(), stripe === undefined ? [local] : [stripe, local]);
  });
  const store = (ctx: { get: <T>(id: ServiceIdentifier<T>) => T }) => new SqlPaymentStore(ctx.get(SHARED.Database));
  const events = (ctx: { get: <T>(id: ServiceIdentifier<T>) => T }) => new PaymentEvents(store(ctx), ctx.get(LEDGER.Ledger), ctx.get(PAYMENTS.Listener));
  const startPayment = (ctx: { get: <T>(id: ServiceIdentifier<T>) => T }) => {
    const config = ctx.get(SHARED.Config);
    const address = ctx.get(SHARED.PublicAddress);
    const base = baseUrlOf(config, () => address.url());
    // Our payment result page (ui/features/payments/outcome.ts), in its pending state: its live data has the last word.
    const returnUrls: ReturnUrls = (payment) => {
      switch (payment.purpose.kind) {
        case 'TOP_UP':
          return `${base()}/checkout/payment/pending/credits/${encodeURIComponent(payment.id)}`;
        case 'MEMBERSHIP':
          return `${base()}/ig-plus/success?payment=${encodeURIComponent(payment.id)}`;
        case 'ORDER_GROUP':
          return `${base()}/checkout/payment/pending/order/${encodeURIComponent(payment.purpose.orderGroupId)}`;
      }
    };
    return new StartPaymentUseCase({
      payments: store(ctx),
      providers: ctx.get(PAYMENTS.Providers),
      events: events(ctx),
      scheduler: ctx.get(SHARED.Scheduler),
      clock: ctx.get(SHARED.Clock),
      uow: ctx.get(SHARED.UnitOfWork),
      returnUrls,
      savedCards: new SqlSavedCardStore(ctx.get(SHARED.Database)),
    });
  };
  bind(PAYMENTS.StartPayment).toDynamicValue(startPayment);
  bind(PAYMENTS.ChargeSavedCard).toDynamicValue(startPayment);
  bind(PAYMENTS.SavedCards).toDynamicValue(
    (ctx) =>
      new SavedCards({
        store: new SqlSavedCardStore(ctx.get(SHARED.Database)),
        providers: ctx.get(PAYMENTS.Providers),
        uow: ctx.get(SHARED.UnitOfWork),
        clock: ctx.get(SHARED.Clock),
        newId: () => `card_${randomBytes(12).toString('base64url')}`,
      }),
  );
  bind(PAYMENTS.HandleWebhook).toDynamicValue(
    (ctx) => new HandleWebhook(ctx.get(PAYMENTS.Providers), store(ctx), new SqlWebhookEventLog(ctx.get(SHARED.Database)), events(ctx), ctx.get(SHARED.Clock), ctx.get(SHARED.UnitOfWork)),
  );
  bind(PAYMENTS.ExpirePayment).toDynamicValue((ctx) => new ExpirePayment(store(ctx), events(ctx), ctx.get(SHARED.UnitOfWork)));
  bind(PAYMENTS.SimulateChainPayment).toDynamicValue((ctx) => new SimulateChainPayment(store(ctx), ctx.get(PAYMENTS.LocalProvider), ctx.get(PAYMENTS.LocalProvider).name));
  bind(PAYMENTS.UseCases).toDynamicValue((ctx) => ({
    topUpCredits: new TopUpCredits(ctx.get(PAYMENTS.StartPayment), ctx.get(SHARED.Idempotency), ctx.get(SHARED.RatesSource)),
    myPayments: new MyPayments(store(ctx)),
    savedCards: ctx.get(PAYMENTS.SavedCards),
  }));
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => handlers.on(paymentExpiry, ctx.get(PAYMENTS.ExpirePayment).onTimer));
});

/** Drawn once per process when LOCAL_PAYMENTS_WEBHOOK_SECRET is unset: only this process signs and verifies with it. */
const LOCAL_SECRET = `whsec_local_${randomBytes(24).toString('hex')}`;
