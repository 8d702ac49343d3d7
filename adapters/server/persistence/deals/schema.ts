import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { games, productTypes } from '../catalog/schema.ts';
import { conversations } from '../messaging/schema.ts';
import { orderGroups, orders } from '../orders/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A seller's custom offer in a conversation (application/deals). Prices are USD cents per unit. */
export const customOffers = pgTable(
  'custom_offers',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    gameType: text('game_type')
      .notNull()
      .references(() => games.value),
    productType: text('product_type')
      .notNull()
      .references(() => productTypes.value),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    deliveryDuration: text('delivery_duration').notNull(),
    state: text('state').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The order group the buyer's acceptance placed. */
    orderGroupId: text('order_group_id').references(() => orderGroups.id),
    createdAt: at('created_at').notNull(),
    answeredAt: at('answered_at'),
  },
  (t) => [index('custom_offers_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** A buyer's request with its budget locked in a ledger hold (reference `request:{id}`). */
export const buyRequests = pgTable(
  'buy_requests',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    gameType: text('game_type')
      .notNull()
      .references(() => games.value),
    productType: text('product_type')
      .notNull()
      .references(() => productTypes.value),
    title: text('title').notNull(),
    description: text('description').notNull(),
    budgetMinor: integer('budget_minor').notNull(),
    currency: text('currency').notNull(),
    deadline: at('deadline').notNull(),
    state: text('state').notNull(),
    acceptedOfferId: text('accepted_offer_id'),
    orderId: text('order_id').references(() => orders.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('buy_requests_open_idx').on(t.state, t.gameType, t.createdAt), index('buy_requests_buyer_idx').on(t.buyerId, t.createdAt)],
);

/** A seller's answer to a request: one per seller per request (a new answer replaces an open one). */
export const requestOffers = pgTable(
  'request_offers',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => buyRequests.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    priceMinor: integer('price_minor').notNull(),
    deliveryDuration: text('delivery_duration').notNull(),
    message: text('message').notNull(),
    state: text('state').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('request_offers_seller_idx').on(t.requestId, t.sellerId)],
);
