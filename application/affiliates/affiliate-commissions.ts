import { err, ok, type Result } from 'neverthrow';
import { affiliateCommission, affiliateCommissionPosting, affiliateReversalPosting, type DomainError, type Order } from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { AffiliateStore } from './ports.ts';

/** What the commission needs of an order. */
export type CommissionOrder = Pick<Order, 'id' | 'groupId' | 'fee' | 'couponDiscount' | 'membershipDiscount'>;

/**
 * The affiliate's commission, run by the order lifecycle inside the
 * transition's unit of work (an error rolls the transition back):
 *
 * - `feeEarned` — the order completed and its fee reached revenue: when its
 *   group was attributed, pay domain `affiliateCommission` of it from
 *   revenue:service-fee to affiliate:{id}:earnings (key per order; the
 *   commission row's primary key makes a second payment impossible);
 * - `feeReturned` — the order was refunded after completion and its fee left
 *   revenue again: reverse a paid commission (its own key), once.
 *
 * A partial refund keeps the fee in revenue, so the commission stays.
 */
export class AffiliateCommissions {
  constructor(
    private readonly store: AffiliateStore,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  async feeEarned(order: CommissionOrder): Promise<Result<void, DomainError>> {
    const attribution = await this.store.attributionOf(order.groupId);
    if (attribution === undefined) return ok(undefined);
    const amountMinor = affiliateCommission({ fee: order.fee.minor, couponDiscount: order.couponDiscount.minor, membershipDiscount: order.membershipDiscount.minor });
    if (amountMinor <= 0) return ok(undefined);
    const facts = { orderId: order.id, affiliateId: attribution.affiliateId, amountMinor, currency: order.fee.currency };
    if (!(await this.store.savePaid({ ...facts, at: this.clock.now() }))) return ok(undefined);
    const posted = await this.ledger.post(affiliateCommissionPosting(facts));
    return posted.isErr() ? err(posted.error) : ok(undefined);
  }

  async feeReturned(order: CommissionOrder): Promise<Result<void, DomainError>> {
    const paid = await this.store.commissionOf(order.id);
    if (paid === undefined || paid.state !== 'paid') return ok(undefined);
    if (!(await this.store.markReversed(order.id, this.clock.now()))) return ok(undefined);
    const posted = await this.ledger.post(affiliateReversalPosting(paid));
    return posted.isErr() ? err(posted.error) : ok(undefined);
  }
}
