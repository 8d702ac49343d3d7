import type { Order, OrderGroup, OrderGroupState, OrderLifecycle } from '../../../domain/index.ts';

/** What an order keeps of its listing as it was bought, so the order reads the same after the listing changes. */
export interface ListingSnapshot {
  readonly title: string;
  readonly gameType: string;
  readonly productType: string;
  readonly deliveryDuration: string;
}

export type OrderRecord = Order & ListingSnapshot;

/** An order as the order pages read it: with its seller's display name. */
export type OrderReading = OrderRecord & { readonly sellerName: string };

export interface GroupWithOrders<O extends OrderRecord = OrderRecord> {
  readonly group: OrderGroup;
  readonly orders: readonly O[];
}

/**
 * Order groups and their orders. Writes join the caller's unit of work; the
 * `lock*` reads take the rows' locks (SELECT … FOR UPDATE) so that paying,
 * expiring and cancelling one group or order never interleave.
 */
export interface OrderStore {
  insert(group: OrderGroup, orders: readonly OrderRecord[]): Promise<void>;
  lockGroup(groupId: string): Promise<GroupWithOrders | undefined>;
  lockOrder(orderId: string): Promise<OrderRecord | undefined>;
  saveGroupState(groupId: string, state: OrderGroupState, paidAt: Date | null): Promise<void>;
  saveOrderLifecycles(changes: readonly (OrderLifecycle & { readonly id: string })[]): Promise<void>;

  /** The orders the user bought or sold, newest first, at most `limit`. */
  ordersOf(userId: string, limit: number): Promise<readonly OrderReading[]>;
  group(groupId: string): Promise<GroupWithOrders<OrderReading> | undefined>;
  order(orderId: string): Promise<OrderReading | undefined>;
}
