import type { PublicReview } from '../../contracts/catalog/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { CatalogReader } from './ports/catalog-reader.ts';
import type { ReviewReader } from './ports/review-reader.ts';

/** How many reviews the home page shows. */
export const RECENT_REVIEWS = 6;
/** The same for every visitor; read at most once a minute. */
const FRESH_MS = 60_000;
const MASK = '•••';

/** "customer" → "c•••r": enough to tell reviews apart, not enough to find the buyer. */
export function maskName(name: string): string {
  const letters = [...name];
  const first = letters[0] ?? '';
  const last = letters.length > 2 ? (letters[letters.length - 1] ?? '') : '';
  return `${first}${MASK}${last}`;
}

/**
 * The home page's recent reviews: what buyers wrote about completed orders,
 * newest first, as they wrote it — every star count, not a chosen few, so
 * the section is evidence rather than advertising. Reviews of hidden games
 * are left out, as the home page is built for an anonymous visitor.
 */
export class RecentReviews {
  private cached: { readonly at: number; readonly reviews: readonly PublicReview[] } | undefined;

  constructor(
    private readonly reader: ReviewReader,
    private readonly catalog: CatalogReader,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<readonly PublicReview[]> {
    const now = this.clock.now().getTime();
    if (this.cached !== undefined && now - this.cached.at < FRESH_MS) return this.cached.reviews;
    const hidden = (await this.catalog.listGames({ includeHidden: true })).filter((g) => g.hidden).map((g) => g.value);
    const rows = await this.reader.recentWithComments(RECENT_REVIEWS, hidden);
    const reviews = rows.map((r) => ({
      orderId: r.orderId,
      stars: r.stars,
      comment: r.comment,
      at: r.at.toISOString(),
      buyer: maskName(r.buyerName),
      seller: { name: r.sellerName, slug: r.sellerSlug },
      gameType: r.gameType,
      productType: r.productType,
      title: r.title,
    }));
    this.cached = { at: now, reviews };
    return reviews;
  }
}
