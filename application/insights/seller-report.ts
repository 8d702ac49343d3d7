import { err, ok, type Result } from 'neverthrow';
import { requirePermission, reportSince, sellerReportFigures, type Actor, type DomainError, type SellerReportFigures } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/clock.ts';
import type { SellerInsightsReads } from './ports.ts';

/**
 * `sellerReport`: the caller's own sales and revenue per day and currency,
 * fees and top offers over the last `days` UTC days (today included), read
 * from their orders on the server (domain/insights sellerReportFigures).
 */
export class GetSellerReport {
  constructor(
    private readonly reads: SellerInsightsReads,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { readonly days: number }): Promise<Result<SellerReportFigures, DomainError>> {
    const seller = requirePermission(actor, 'seller.level.view');
    if (seller.isErr()) return err(seller.error);
    const now = this.clock.now();
    const orders = await this.reads.paidOrdersSince(seller.value, reportSince(now, input.days));
    return ok(sellerReportFigures(orders, now, input.days));
  }
}
