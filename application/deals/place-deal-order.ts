import { err, ok, type Result } from 'neverthrow';
import { mustMoney, USD, type DealPrice, type DomainError } from '../../domain/index.ts';
import type { CreateOrderGroup, CreatedOrderGroup } from '../orders/index.ts';

/** What a deal is about, as its order keeps it (an order copies its listing's facts; a deal has no listing). */
export interface DealLine {
  readonly buyerId: string;
  readonly sellerId: string;
  readonly title: string;
  readonly gameType: string;
  readonly productType: string;
  readonly deliveryDuration: string;
}

/**
 * Places the order group of a deal, priced by the server (`priceDeal`): one
 * line with no listing (so no stock is taken), the deal's fee and membership
 * discount, no coupon, in USD. The group waits for its payment like a
 * checkout's, with the same 15-minute expiry.
 */
export async function placeDealOrder(createGroup: CreateOrderGroup, line: DealLine, price: DealPrice, now: Date): Promise<Result<CreatedOrderGroup, DomainError>> {
  const created = await createGroup.execute({
    buyerId: line.buyerId,
    currency: USD,
    lines: [
      {
        productId: null,
        sellerId: line.sellerId,
        title: line.title,
        gameType: line.gameType,
        productType: line.productType,
        deliveryDuration: line.deliveryDuration,
        quantity: price.quantity,
        unitPrice: price.unitPrice,
        lineTotal: price.subtotal,
      },
    ],
    fee: price.fee,
    membershipDiscount: price.membershipDiscount,
    couponDiscount: mustMoney(0, USD),
    couponCode: null,
    now,
  });
  return created.isErr() ? err(created.error) : ok(created.value);
}
