import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, sellerLevelOf, sellerPerformanceFigures, type Actor, type DomainError, type SellerPerformanceFigures } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/clock.ts';
import type { SellerInsightsReads } from './ports.ts';

/** The window of the performance figures: the last 30 days up to now. */
export const PERFORMANCE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export type PerformanceView = SellerPerformanceFigures & { readonly windowDays: number };

async function figuresOf(reads: SellerInsightsReads, sellerId: string, now: Date): Promise<PerformanceView> {
  const since = new Date(now.getTime() - PERFORMANCE_WINDOW_DAYS * DAY_MS);
  const [orders, messages] = await Promise.all([reads.paidOrdersSince(sellerId, since), reads.conversationMessagesSince(sellerId, since)]);
  return { windowDays: PERFORMANCE_WINDOW_DAYS, ...sellerPerformanceFigures(orders, messages, now) };
}

/** `sellerPerformance`: the caller's own delivery and response medians and dispute, cancellation and late rates. */
export class GetSellerPerformance {
  constructor(
    private readonly reads: SellerInsightsReads,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor): Promise<Result<PerformanceView, DomainError>> {
    const seller = requirePermission(actor, 'seller.level.view');
    if (seller.isErr()) return err(seller.error);
    return ok(await figuresOf(this.reads, seller.value, this.clock.now()));
  }
}

/**
 * `sellerTrustSignals`: the same figures and the level of any seller, by
 * profile slug, for buyers deciding whom to trust. Public like the profile
 * itself; a slug that is no seller's answers NOT_FOUND.
 */
export class GetSellerTrustSignals {
  constructor(
    private readonly reads: SellerInsightsReads,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly slug: string }): Promise<Result<PerformanceView & { readonly level: number; readonly levelName: string }, DomainError>> {
    const seller = await this.reads.sellerBySlug(input.slug);
    if (seller === undefined) return err(domainError('NOT_FOUND', 'Seller not found'));
    const level = sellerLevelOf(seller);
    return ok({ ...(await figuresOf(this.reads, seller.id, this.clock.now())), level: level.level, levelName: level.name });
  }
}
