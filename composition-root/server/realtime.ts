import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Container } from 'inversify';
import type { ChangeFeed } from '../../application/shared/ports/index.ts';
import { InProcessChangeFeed } from '../../adapters/server/changes/in-process-change-feed.ts';
import { PostgresChangeFeed } from '../../adapters/server/changes/postgres-change-feed.ts';
import { RedisChangeFeed } from '../../adapters/server/changes/redis-change-feed.ts';
import { createHash } from 'node:crypto';
import { accountMethods } from '../../adapters/server/ddp-api/accounts/account-methods.ts';
import { socialMethods } from '../../adapters/server/ddp-api/accounts/social-methods.ts';
import { SOCIAL } from './social-sign-in.module.ts';
import { accountSecurityMethods } from '../../adapters/server/ddp-api/accounts/security-methods.ts';
import { ConnectionSubscriptions } from '../../adapters/server/ddp-api/accounts/connection-subscriptions.ts';
import { loggedInUserPublication } from '../../adapters/server/ddp-api/accounts/logged-in-user-publication.ts';
import { ledgerMethods } from '../../adapters/server/ddp-api/ledger/ledger-methods.ts';
import { myBalancesPublication } from '../../adapters/server/ddp-api/ledger/my-balances-publication.ts';
import { actorMethod } from '../../adapters/server/ddp-api/shared/actor-method.ts';
import { paymentMethods } from '../../adapters/server/ddp-api/payments/payment-methods.ts';
import { rateLimitedMethods } from '../../adapters/server/ddp-api/shared/rate-limited-methods.ts';
import { shoppingMethods } from '../../adapters/server/ddp-api/shopping/shopping-methods.ts';
import { FlexibleRateLimiter } from '../../adapters/server/rate-limits/flexible-rate-limiter.ts';
import { attachDdpServer, type DdpServer, type MethodHandler, type PublicationHandler } from '../../adapters/server/ddp/index.ts';
import type { Config } from '../config.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { LEDGER } from './ledger.module.ts';
import { PAYMENTS } from './payments.module.ts';
import { SHARED } from './shared.module.ts';
import { SHOPPING } from './shopping.module.ts';
import { ORDERS } from './orders.module.ts';
import { orderMethods } from '../../adapters/server/ddp-api/orders/order-methods.ts';
import { myOrdersPublication } from '../../adapters/server/ddp-api/orders/my-orders-publication.ts';
import { orderLifecycleMethods } from '../../adapters/server/ddp-api/orders/lifecycle-methods.ts';
import { disputeQueuePublication, orderPublication } from '../../adapters/server/ddp-api/orders/order-publications.ts';
import { offerMethods } from '../../adapters/server/ddp-api/offers/offer-methods.ts';
import { offerModerationMethods } from '../../adapters/server/ddp-api/offers/moderation-methods.ts';
import { payoutDetailsMethods } from '../../adapters/server/ddp-api/payouts/payout-details-methods.ts';
import { withdrawalMethods } from '../../adapters/server/ddp-api/payouts/withdrawal-methods.ts';
import { membershipMethods } from '../../adapters/server/ddp-api/membership/membership-methods.ts';
import { apiKeyMethods } from '../../adapters/server/ddp-api/sellerapi/api-key-methods.ts';
import { SELLER_API } from './sellerapi.module.ts';
import { sellerApplicationMethods } from '../../adapters/server/ddp-api/sellerapplications/seller-application-methods.ts';
import { SELLER_APPLICATIONS } from './sellerapplications.module.ts';
import { MEMBERSHIP } from './membership.module.ts';
import { accountDataMethods } from '../../adapters/server/ddp-api/accounts/account-data-methods.ts';
import { profileMethods } from '../../adapters/server/ddp-api/accounts/profile-methods.ts';
import { PROFILE } from './profile.module.ts';
import { staffMethods } from '../../adapters/server/ddp-api/staff/staff-methods.ts';
import { staffUserMethods } from '../../adapters/server/ddp-api/staff/staff-user-methods.ts';
import { supportDeskMethods } from '../../adapters/server/ddp-api/staff/support-desk-methods.ts';
import { contentAuthoringMethods } from '../../adapters/server/ddp-api/content/authoring-methods.ts';
import { CONTENT } from './content.tokens.ts';
import { Impersonations, impersonationMethods, readOnlyWhileImpersonating } from '../../adapters/server/ddp-api/staff/impersonation-methods.ts';
import { insightsMethods } from '../../adapters/server/ddp-api/insights/insights-methods.ts';
import { STAFF } from './staff.module.ts';
import { INSIGHTS } from './insights.module.ts';
import { affiliateMethods } from '../../adapters/server/ddp-api/affiliates/affiliate-methods.ts';
import { AFFILIATES } from './affiliates.module.ts';
import { verificationMethods } from '../../adapters/server/ddp-api/verification/verification-methods.ts';
import { VERIFICATION } from './verification.module.ts';
import { messagingMethods } from '../../adapters/server/ddp-api/messaging/messaging-methods.ts';
import { conversationControlMethods } from '../../adapters/server/ddp-api/messaging/control-methods.ts';
import { conversationsPublication, messagesPublication, unseenCountsPublication } from '../../adapters/server/ddp-api/messaging/messaging-publications.ts';
import { MESSAGING } from './messaging.module.ts';
import { contactsPublication } from '../../adapters/server/ddp-api/messaging/contacts-publication.ts';
import { INBOX_COLLECTION } from '../../application/messaging/index.ts';
import { ORDER_PARTIES_COLLECTION } from '../../application/orders/index.ts';
import { dealMethods } from '../../adapters/server/ddp-api/deals/deal-methods.ts';
import { customOffersPublication, myRequestsPublication, requestBoardPublication, requestPublication } from '../../adapters/server/ddp-api/deals/deal-publications.ts';
import { DEALS } from './deals.module.ts';
import { notificationMethods, notificationsPublication } from '../../adapters/server/ddp-api/notifications/notification-api.ts';
import { NOTIFICATIONS_COLLECTION } from '../../application/notifications/index.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { OFFERS } from './offers.module.ts';
import { PAYOUTS } from './payouts.module.ts';

export interface Realtime {
  readonly ddp: DdpServer;
  readonly changes: ChangeFeed;
  /** The name of every DDP method served, for the tests that must cover all of them (contracts/registry.ts). */
  readonly methodNames: readonly string[];
  /** Closes the DDP server; the change feed belongs to the server's start-up, which closes it after. */
  close(): Promise<void>;
}

/** What the unseen-counts document reads of the notifications: their count, and the collection that says it changed. */
function notificationsUnseen(container: Container) {
  const notifications = container.get(NOTIFICATIONS.Notifications);
  return { collection: NOTIFICATIONS_COLLECTION, unseen: (actor: Parameters<typeof notifications.unseen>[0]) => notifications.unseen(actor) };
}

export type ClosableChangeFeed = ChangeFeed & { close?: () => Promise<void> };

/**
 * The change feed: Redis pub/sub when REDIS_URL is set (on a channel named
 * after the database, so deployments sharing a Redis stay apart), else
 * LISTEN/NOTIFY on a PostgreSQL server so its processes share it, else
 * in-process on PGlite.
 */
export async function createChangeFeed(config: Config, log: FastifyBaseLogger): Promise<ClosableChangeFeed> {
  const onError = (error: unknown) => log.error({ err: error }, 'change feed listener failed');
  if (config.REDIS_URL !== undefined) {
    const database = createHash('sha256').update(config.DATABASE_URL ?? config.DATA_DIR).digest('hex').slice(0, 16);
    return RedisChangeFeed.connect(config.REDIS_URL, `ig_changes:${database}`, onError);
  }
  return config.DATABASE_URL === undefined ? new InProcessChangeFeed(onError) : PostgresChangeFeed.connect(config.DATABASE_URL, onError);
}

/** Where the DDP rate limits count: Redis, else PostgreSQL, else this process's memory. */
export function createMethodRateLimiter(config: Config): FlexibleRateLimiter {
  if (config.REDIS_URL !== undefined) return FlexibleRateLimiter.forStore({ kind: 'redis', url: config.REDIS_URL });
  if (config.DATABASE_URL !== undefined) return FlexibleRateLimiter.forStore({ kind: 'postgres', url: config.DATABASE_URL });
  return FlexibleRateLimiter.inMemory();
}

/**
 * The DDP endpoint (`/websocket`) on the HTTP server: every context's methods
 * and publications over the use cases the container holds. Every method is
 * rate limited here, in one place, so a context's new method is too.
 */
export function attachRealtime(httpServer: Server, container: Container, log: FastifyBaseLogger, handshakeHeaders: readonly string[] = []): Realtime {
  const subscriptions = new ConnectionSubscriptions();
  const changes = container.get(SHARED.ChangeFeed);
  const actors = container.get(ACCOUNTS.ActorDirectory);
  const impersonations = new Impersonations();
  const served = new Map<string, MethodHandler>([
    ...accountMethods(container.get(ACCOUNTS.UseCases), container.get(ACCOUNTS.ConnectionTokens), subscriptions, actors),
    ...accountSecurityMethods(container.get(ACCOUNTS.SecurityUseCases), container.get(ACCOUNTS.ConnectionTokens), actors),
    ...socialMethods(new Set(container.get(SOCIAL.Providers).keys())),
    ...shoppingMethods(container.get(SHOPPING.UseCases), actors),
    ...paymentMethods(container.get(PAYMENTS.UseCases), actors),
    ...ledgerMethods({ getBalances: container.get(LEDGER.GetBalances), grantCredits: container.get(LEDGER.GrantCredits), getStatement: container.get(LEDGER.GetStatement) }, actorMethod(actors)),
    ...orderMethods(container.get(ORDERS.UseCases), actors),
    ...orderLifecycleMethods(container.get(ORDERS.Lifecycle), actors),
    ...offerMethods(container.get(OFFERS.UseCases), actors),
    ...offerModerationMethods(container.get(OFFERS.Moderation), actors),
    ...withdrawalMethods(container.get(PAYOUTS.Withdrawals), actors),
    ...payoutDetailsMethods(container.get(PAYOUTS.PayoutDetails), actors),
    ...messagingMethods(container.get(MESSAGING.Messaging), actors, container.get(MESSAGING.OrderConversations)),
    ...conversationControlMethods(container.get(MESSAGING.Controls), actors),
    ...dealMethods(container.get(DEALS.UseCases), actors),
    ...notificationMethods(container.get(NOTIFICATIONS.Notifications), actors),
    ...membershipMethods(container.get(MEMBERSHIP.IgPlus), actors),
    ...profileMethods(container.get(PROFILE.Profiles), actors),
    ...accountDataMethods(container.get(PROFILE.AccountData), container.get(PROFILE.DeleteAccount), container.get(ACCOUNTS.ConnectionTokens), actors),
    ...staffMethods(container.get(STAFF.Queues), actors),
    ...staffUserMethods(container.get(STAFF.Users), container.get(STAFF.AuditLog), container.get(PROFILE.RemoveUser), actors),
    ...supportDeskMethods(container.get(STAFF.SupportDesk), actors),
    ...contentAuthoringMethods({ author: container.get(CONTENT.AuthorContent), publish: container.get(CONTENT.PublishContent), reads: container.get(CONTENT.StaffContentReads) }, actors),
    ...impersonationMethods(container.get(STAFF.Impersonation), impersonations, actors),
    ...insightsMethods(container.get(INSIGHTS.UseCases), actors),
    ...affiliateMethods(container.get(AFFILIATES.Program), actors),
    ...verificationMethods(container.get(VERIFICATION.Verification), actors),
    ...apiKeyMethods(container.get(SELLER_API.Keys), actors),
    ...sellerApplicationMethods(container.get(SELLER_APPLICATIONS.SellerApplications), actors),
  ]);
  // Staff viewing as a user may only read: every method is behind that rule, as behind the rate limits.
  const methods = readOnlyWhileImpersonating(served, impersonations);
  const publications = new Map<string, PublicationHandler>([
    ['loggedInUser', loggedInUserPublication(container.get(ACCOUNTS.LoggedInUserFeed), changes, subscriptions)],
    ['myBalances', myBalancesPublication(container.get(LEDGER.GetBalances), (userId) => actors.actorOf(userId), changes)],
    ['myOrders', myOrdersPublication(container.get(ORDERS.ReadOrders), actors, changes)],
    ['order', orderPublication(container.get(ORDERS.Lifecycle).reads, actors, changes)],
    ['disputeQueue', disputeQueuePublication(container.get(ORDERS.Lifecycle).reads, actors, changes)],
    ['conversations', conversationsPublication(container.get(MESSAGING.Messaging), actors, changes)],
    ['messages', messagesPublication(container.get(MESSAGING.Messaging), actors, changes)],
    ['unseenCounts', unseenCountsPublication(container.get(MESSAGING.Messaging), notificationsUnseen(container), actors, changes)],
    ['contacts', contactsPublication(container.get(MESSAGING.Contacts), actors, changes, [INBOX_COLLECTION, ORDER_PARTIES_COLLECTION, 'users'])],
    ['notifications', notificationsPublication(container.get(NOTIFICATIONS.Notifications), actors, changes)],
    ['customOffers', customOffersPublication(container.get(DEALS.UseCases), actors, changes)],
    ['myRequests', myRequestsPublication(container.get(DEALS.UseCases), actors, changes)],
    ['requestBoard', requestBoardPublication(container.get(DEALS.UseCases), changes)],
    ['request', requestPublication(container.get(DEALS.UseCases), actors, changes)],
  ]);
  const config = container.get(SHARED.Config);
  const limiter = createMethodRateLimiter(config);
  const server = attachDdpServer(httpServer, {
    methods: config.DDP_RATE_LIMIT_SCALE === 0 ? methods : rateLimitedMethods(methods, limiter, config.DDP_RATE_LIMIT_SCALE),
    publications,
    flush: () => changes.flush(),
    logger: log,
    trustProxy: config.TRUST_PROXY,
    handshakeHeaders,
    sessions: container.get(SHARED.Sessions),
  });
  const endRevoked = container.get(ACCOUNTS.EndRevokedSessions);
  const stopEndingRevoked = changes.subscribe((change) => (endRevoked.concerns(change) ? endRevoked.execute(change.id) : undefined));
  return {
    ddp: server,
    changes,
    methodNames: [...methods.keys()],
    close: async () => {
      stopEndingRevoked();
      await server.close();
      await limiter.close();
    },
  };
}
