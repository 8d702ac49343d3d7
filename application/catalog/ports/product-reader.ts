/**
 * The public facts of a user as a product page or a profile shows them; the
 * use cases decide which users may be shown (not removed, not banned).
 */
export interface SellerRecord {
  readonly id: string;
  readonly username: string;
  readonly slug: string;
  /** Shown as communityRating (0–5). */
  readonly rating: number;
  /** How many buyers rated their orders: the count behind the rating. */
  readonly reviewCount: number;
  /** ISO 3166-1 alpha-2, when the user gave one. */
  readonly country: string | null;
  readonly avatar: string | null;
  readonly roles: readonly string[];
  readonly completedSales: number;
  /** How many of their orders were ever disputed: the level holds back a seller disputed too often. */
  readonly disputes: number;
  /** When the account was created. */
  readonly memberSince: Date;
  /** Loyalty crowns earned on completed orders (domain/accounts/crowns.ts). */
  readonly crowns: number;
  /** The median minutes from payment to delivery over their delivered orders; null before a first delivery. */
  readonly medianDeliveryMinutes: number | null;
  readonly removed: boolean;
  readonly banned: boolean;
}

/** A volume-discount tier as stored on a listing. */
export interface VolumeDiscountRecord {
  readonly start: number;
  readonly end: number;
  readonly min: number;
  readonly max: number;
}

/**
 * A listing as its own page shows it, read from the database (never the
 * search index, which may lag behind a sale), with its seller.
 */
export interface ProductRecord {
  readonly id: string;
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
  readonly description: string;
  /** Unit price in USD cents. */
  readonly priceMinor: number;
  readonly quantity: number;
  readonly maxQuantity: number | null;
  readonly minQuantity: number;
  readonly incrementalQuantity: boolean;
  readonly purchaseBehavior: string;
  readonly deliveryDuration: string;
  readonly volumeDiscount: VolumeDiscountRecord | null;
  /** AVAILABLE, SOLD_OUT, HIDDEN or REMOVED. */
  readonly state: string;
  /** Smart-tag filter value → tag value(s). */
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly platform: string | null;
  readonly images: readonly string[];
  readonly seller: SellerRecord;
}

/** One game and product type a seller offers in, with the number of offers buyers can see. */
export interface SellerOfferScope {
  readonly gameType: string;
  readonly productType: string;
  readonly count: number;
}

/** Reads listings and sellers by key, for product pages, profiles and favorites. */
export interface ProductReader {
  /** The listings among `ids` that exist, in no particular order; unknown ids are simply absent. */
  productsByIds(ids: readonly string[]): Promise<readonly ProductRecord[]>;
  /** The user with this profile slug. */
  sellerBySlug(slug: string): Promise<SellerRecord | undefined>;
  /** The users among `ids` that exist, in no particular order. */
  sellersByIds(ids: readonly string[]): Promise<readonly SellerRecord[]>;
  /** Where a seller has AVAILABLE listings: one entry per game and product type. */
  offerScopesOf(sellerId: string): Promise<readonly SellerOfferScope[]>;
  /**
   * How many listings a buyer's product page shows (AVAILABLE or SOLD_OUT, by a
   * seller neither removed nor banned) in the given games: the sitemap's count.
   */
  countPublicProducts(gameTypes: readonly string[]): Promise<number>;
  /** Those listings' ids and last changes, ordered by id, a page at a time (the sitemap's files). */
  publicProducts(gameTypes: readonly string[], page: PageWindow): Promise<readonly { readonly id: string; readonly updatedAt: Date }[]>;
  /** How many users holding one of `roles` (the seller roles) have a public profile: neither removed, banned nor deleted. */
  countPublicSellers(roles: readonly string[]): Promise<number>;
  /** Those users' profile slugs, ordered by slug, a page at a time. */
  publicSellerSlugs(roles: readonly string[], page: PageWindow): Promise<readonly string[]>;
}

/** A window on an ordered list: skip `offset` rows, read at most `limit`. */
export interface PageWindow {
  readonly offset: number;
  readonly limit: number;
}
