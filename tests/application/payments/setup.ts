import { HandleWebhook, MyPayments, PaymentEvents, PaymentProviders, StartPaymentUseCase, ExpirePayment, TopUpCredits } from '../../../application/payments/index.ts';
import { actorFromProfile, mustMoney, type Actor, type CurrencyCode } from '../../../domain/index.ts';
import { SiteCreditsProvider } from '../../../adapters/server/payments/site-credits-provider.ts';
import { FakeLedger, InMemoryPaymentStore, MemoryIdempotency, MemorySavedCardStore, MemoryWebhookLog, RecordingListener, RecordingScheduler, ScriptedProvider, SnapshotUnitOfWork } from './fakes.ts';

export const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);
export const buyer: Actor = actorFromProfile({ id: 'u1', roles: ['CUSTOMER'], banned: false, verificationState: 'VERIFIED' });
export const admin: Actor = actorFromProfile({ id: 'boss', roles: ['ADMIN'], banned: false, verificationState: 'VERIFIED' });

/** The payments use cases over fakes, with a scripted card provider and a scripted crypto one. */
export function paymentsHarness(options: { readonly crypto?: boolean } = {}) {
  const store = new InMemoryPaymentStore();
  const ledger = new FakeLedger();
  const log = new MemoryWebhookLog();
  const listener = new RecordingListener();
  const scheduler = new RecordingScheduler();
  const uow = new SnapshotUnitOfWork([store, ledger, log]);
  const card = new ScriptedProvider('cards', ['CARD']);
  const chain = new ScriptedProvider('chain', ['CRYPTO']);
  const providers = new PaymentProviders(new SiteCreditsProvider(), options.crypto === false ? [card] : [card, chain]);
  const events = new PaymentEvents(store, ledger, listener);
  const clock = { now: () => store.now };
  const savedCards = new MemorySavedCardStore();
  const startPayment = new StartPaymentUseCase({ payments: store, providers, events, scheduler, clock, uow, returnUrls: (p) => `https://shop.test/back/${p.id}`, savedCards });
  const idempotency = new MemoryIdempotency();
  return {
    store,
    ledger,
    log,
    listener,
    scheduler,
    card,
    chain,
    startPayment,
    savedCards,
    idempotency,
    handleWebhook: new HandleWebhook(providers, store, log, events, clock, uow),
    expirePayment: new ExpirePayment(store, events, uow),
    topUp: new TopUpCredits(startPayment, idempotency, { currentRates: () => Promise.resolve([{ currency: 'EUR' as CurrencyCode, rate: 0.92 }]) }),
    myPayments: new MyPayments(store),
  };
}

export type PaymentsHarness = ReturnType<typeof paymentsHarness>;

/** A webhook the scripted providers accept. */
export function webhook(provider: string, event: object, signature = 'ok') {
  return { provider, rawBody: JSON.stringify(event), headers: { signature } };
}
