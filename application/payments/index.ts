/** Payments: taking money in through a provider. The checkout and the top-up use it through this surface. */
export type * from './start-payment-api.ts';
export type * from './ports/index.ts';
export { PaymentProviders } from './payment-providers.ts';
export { PaymentEvents } from './apply-payment-event.ts';
export { StartPaymentUseCase, type StartPaymentDeps } from './start-payment.ts';
export { HandleWebhook, type WebhookOutcome, type WebhookRequest } from './handle-webhook.ts';
export { ExpirePayment, paymentExpiry } from './expire-payment.ts';
export { TopUpCredits } from './top-up-credits.ts';
export { MyPayments, paymentRecordOf } from './my-payments.ts';
export { SimulateChainPayment, type SimulateChainPaymentInput } from './simulate-chain-payment.ts';
export { ListenersByPurpose } from './listeners-by-purpose.ts';
export { OrderCardPayments } from './order-card-payments.ts';
export { SavedCards, type SavedCardsDeps } from './saved-cards.ts';
