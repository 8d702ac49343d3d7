/**
 * Ports every context may need: time, exchange rates, the visitor's location, live change notices,
 * transactions and the outbox of events, durable timers, page rendering, rate limits.
 */
export type { Clock } from './clock.ts';
export type { RatesSource } from './rates-source.ts';
export type { GeoLocator, GeoRequest } from './geo-locator.ts';
export type { Change, ChangeFeed, ChangeListener } from './change-feed.ts';
export type { Isolation, UnitOfWork, UnitOfWorkOptions } from './unit-of-work.ts';
export type { DomainEvent, Outbox } from './outbox.ts';
export type { PageRenderer, PageRequest, RenderedPage } from './page-renderer.ts';
export type { Scheduler, TimerRequest, TimerQueue, ClaimedTimer, FireOutcome } from './scheduler.ts';
export type { Idempotency, IdempotentCall } from './idempotency.ts';
export type { RateDecision, RateLimit, RateLimiter } from './rate-limiter.ts';
export { userChangesVia, type UserChanges } from './user-changes.ts';
export { SELLER_STANDING_CHANGES, sellerStandingVia, type SellerStanding } from './seller-standing.ts';
