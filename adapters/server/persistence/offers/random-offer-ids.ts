import { randomUUID } from 'node:crypto';
import type { OfferIds } from '../../../../application/offers/index.ts';

/** Random offer ids, `off_…`, distinct from the seeded listings' ids by their prefix. */
export class RandomOfferIds implements OfferIds {
  offerId(): string {
    return `off_${randomUUID()}`;
  }
}
