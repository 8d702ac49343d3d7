import { and, eq } from 'drizzle-orm';
import type { DealFacts } from '../../../../application/deals/index.ts';
import { mustMoney, USD, type PricedProductType } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { gameProductTypes, productTypes, users } from '../schema.ts';

/** The catalogue's product-type fees (where the game sells the type) and the buyer's membership, read now. */
export class SqlDealFacts implements DealFacts {
  constructor(private readonly db: Database) {}

  async pricedProductType(gameType: string, productType: string): Promise<PricedProductType | undefined> {
    const [row] = await this.db
      .select({ value: productTypes.value, serviceFee: productTypes.serviceFee, netFeeMinor: productTypes.netFeeMinor })
      .from(gameProductTypes)
      .innerJoin(productTypes, eq(productTypes.value, gameProductTypes.productType))
      .where(and(eq(gameProductTypes.gameType, gameType), eq(gameProductTypes.productType, productType)))
      .limit(1);
    if (row === undefined) return undefined;
    return {
      value: row.value,
      ...(row.serviceFee === null ? {} : { serviceFee: row.serviceFee }),
      ...(row.netFeeMinor === null ? {} : { netFee: mustMoney(row.netFeeMinor, USD) }),
    };
  }

  async igPlusActiveOf(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ igPlusActive: users.igPlusActive }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.igPlusActive ?? false;
  }
}
