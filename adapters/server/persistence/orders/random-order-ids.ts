import { randomUUID } from 'node:crypto';
import type { OrderIds } from '../../../../application/orders/index.ts';

/** Random ids, `og_…` for groups and `ord_…` for orders (hyphens kept: ledger account names allow them). */
export class RandomOrderIds implements OrderIds {
  groupId(): string {
    return `og_${randomUUID()}`;
  }
  orderId(): string {
    return `ord_${randomUUID()}`;
  }
}
