import { asc, desc, eq, or } from 'drizzle-orm';
import type { GroupWithOrders, OrderReading, OrderRecord, OrderStore } from '../../../../application/orders/index.ts';
import { mustMoney, type CurrencyCode, type OrderGroup, type OrderGroupState, type OrderLifecycle } from '../../../../domain/index.ts';
import { lifecycleColumns, lifecycleOf } from './lifecycle-columns.ts';
import type { Database } from '../shared/database.ts';
import { orderGroups, orders, users } from '../schema.ts';

type GroupRow = typeof orderGroups.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function groupOf(row: GroupRow): OrderGroup {
  const m = (minor: number) => mustMoney(minor, row.currency as CurrencyCode);
  return {
    id: row.id,
    buyerId: row.buyerId,
    subtotal: m(row.subtotalMinor),
    fee: m(row.feeMinor),
    membershipDiscount: m(row.membershipDiscountMinor),
    couponDiscount: m(row.couponDiscountMinor),
    total: m(row.totalMinor),
    couponCode: row.couponCode,
    state: row.state as OrderGroupState,
    placedAt: row.placedAt,
    paymentDueAt: row.paymentDueAt,
    paidAt: row.paidAt,
  };
}

function orderOf(row: OrderRow): OrderRecord {
  const m = (minor: number) => mustMoney(minor, row.currency as CurrencyCode);
  return {
    id: row.id,
    groupId: row.groupId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    productId: row.productId,
    title: row.title,
    gameType: row.gameType,
    productType: row.productType,
    deliveryDuration: row.deliveryDuration,
    quantity: row.quantity,
    unitPrice: m(row.unitPriceMinor),
    lineTotal: m(row.lineTotalMinor),
    fee: m(row.feeMinor),
    membershipDiscount: m(row.membershipDiscountMinor),
    couponDiscount: m(row.couponDiscountMinor),
    total: m(row.totalMinor),
    placedAt: row.placedAt,
    ...lifecycleOf(row),
  };
}

/** Orders and groups in their tables; the lock reads take row locks (FOR UPDATE) in the caller's transaction. */
export class SqlOrderStore implements OrderStore {
  constructor(private readonly db: Database) {}

  async insert(group: OrderGroup, lines: readonly OrderRecord[]): Promise<void> {
    await this.db.insert(orderGroups).values({
      id: group.id,
      buyerId: group.buyerId,
      currency: group.total.currency,
      subtotalMinor: group.subtotal.minor,
      feeMinor: group.fee.minor,
      membershipDiscountMinor: group.membershipDiscount.minor,
      couponDiscountMinor: group.couponDiscount.minor,
      totalMinor: group.total.minor,
      couponCode: group.couponCode,
      state: group.state,
      placedAt: group.placedAt,
      paymentDueAt: group.paymentDueAt,
      paidAt: group.paidAt,
    });
    await this.db.insert(orders).values(
      lines.map((o, position) => ({
        id: o.id,
        groupId: o.groupId,
        position,
        buyerId: o.buyerId,
        sellerId: o.sellerId,
        productId: o.productId,
        title: o.title,
        gameType: o.gameType,
        productType: o.productType,
        deliveryDuration: o.deliveryDuration,
        quantity: o.quantity,
        currency: o.total.currency,
        unitPriceMinor: o.unitPrice.minor,
        lineTotalMinor: o.lineTotal.minor,
        feeMinor: o.fee.minor,
        membershipDiscountMinor: o.membershipDiscount.minor,
        couponDiscountMinor: o.couponDiscount.minor,
        totalMinor: o.total.minor,
        placedAt: o.placedAt,
        ...lifecycleColumns(o),
      })),
    );
  }

  async lockGroup(groupId: string): Promise<GroupWithOrders | undefined> {
    const [group] = await this.db.select().from(orderGroups).where(eq(orderGroups.id, groupId)).for('update');
    if (group === undefined) return undefined;
    const rows = await this.db.select().from(orders).where(eq(orders.groupId, groupId)).orderBy(asc(orders.position)).for('update');
    return { group: groupOf(group), orders: rows.map(orderOf) };
  }

  async lockOrder(orderId: string): Promise<OrderRecord | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row === undefined ? undefined : orderOf(row);
  }

  async saveGroupState(groupId: string, state: OrderGroupState, paidAt: Date | null): Promise<void> {
    await this.db.update(orderGroups).set({ state, paidAt }).where(eq(orderGroups.id, groupId));
  }

  async saveOrderLifecycles(changes: readonly (OrderLifecycle & { readonly id: string })[]): Promise<void> {
    for (const c of changes) {
      await this.db.update(orders).set(lifecycleColumns(c)).where(eq(orders.id, c.id));
    }
  }

  private readings() {
    return this.db.select({ order: orders, sellerName: users.username }).from(orders).innerJoin(users, eq(users.id, orders.sellerId));
  }

  async ordersOf(userId: string, limit: number): Promise<readonly OrderReading[]> {
    const rows = await this.readings()
      .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
      .orderBy(desc(orders.placedAt), asc(orders.groupId), asc(orders.position))
      .limit(limit);
    return rows.map((r) => ({ ...orderOf(r.order), sellerName: r.sellerName }));
  }

  async group(groupId: string): Promise<GroupWithOrders<OrderReading> | undefined> {
    const [group] = await this.db.select().from(orderGroups).where(eq(orderGroups.id, groupId));
    if (group === undefined) return undefined;
    const rows = await this.readings().where(eq(orders.groupId, groupId)).orderBy(asc(orders.position));
    return { group: groupOf(group), orders: rows.map((r) => ({ ...orderOf(r.order), sellerName: r.sellerName })) };
  }

  async order(orderId: string): Promise<OrderReading | undefined> {
    const [row] = await this.readings().where(eq(orders.id, orderId));
    return row === undefined ? undefined : { ...orderOf(row.order), sellerName: row.sellerName };
  }
}
