import { VISITOR, actorFromProfile, type Actor } from '../../../domain/index.ts';
import type { AdministeredUser, BanAudit, CouponLookup, CouponRecord, FavoriteAddOutcome, FavoriteList, Favorites, FavoritesStore, FavoritesWrite, ListingAvailability, ListingStockState, SearchTermEntry, SearchTermLog, SellerStats, UserAdministration, UserSettings, UserWrite } from '../../../application/shopping/ports/index.ts';
import type { UserChanges } from '../../../application/shared/ports/index.ts';
import type { FakeUnitOfWork } from '../shared/fake-unit-of-work.ts';

/** A visitor who has not logged in. */
export const visitor: Actor = VISITOR;

/** A logged-in, unbanned user with `roles`, built as the server builds actors. */
export function userActor(userId: string, roles: readonly string[] = ['CUSTOMER']): Actor {
  return actorFromProfile({ id: userId, roles, banned: false, verificationState: 'VERIFIED' });
}

/** A banned user whose session has not ended yet. */
export function bannedActor(userId: string, roles: readonly string[] = ['CUSTOMER']): Actor {
  return actorFromProfile({ id: userId, roles, banned: true, verificationState: 'VERIFIED' });
}

/**
 * Records every announced user change, in order, as the outbox does: only
 * once the unit of work it was announced in commits (it throws outside one).
 */
export class RecordingUserChanges implements UserChanges {
  readonly changed: string[] = [];
  constructor(private readonly uow: FakeUnitOfWork) {}

  userChanged(userId: string): Promise<void> {
    this.uow.onCommit(() => this.changed.push(userId));
    return Promise.resolve();
  }
}

/** Favorites in a map, with the same add/remove/clear contract as the SQL store. */
export class InMemoryFavoritesStore implements FavoritesStore {
  readonly rows = new Map<string, { products: string[]; sellers: string[] }>();

  constructor(userIds: readonly string[] = []) {
    for (const id of userIds) this.rows.set(id, { products: [], sellers: [] });
  }

  private snapshot(userId: string): Favorites | undefined {
    const row = this.rows.get(userId);
    return row === undefined ? undefined : { favoriteProducts: [...row.products], favoriteSellers: [...row.sellers] };
  }

  favoritesOf(userId: string): Promise<Favorites | undefined> {
    return Promise.resolve(this.snapshot(userId));
  }

  add(userId: string, list: FavoriteList, id: string, limit: number): Promise<(FavoritesWrite & { readonly outcome: FavoriteAddOutcome }) | undefined> {
    const row = this.rows.get(userId);
    if (row === undefined) return Promise.resolve(undefined);
    const ids = row[list];
    let outcome: FavoriteAddOutcome = 'ADDED';
    if (ids.includes(id)) outcome = 'ALREADY_THERE';
    else if (ids.length >= limit) outcome = 'LIST_FULL';
    else ids.push(id);
    const favorites = this.snapshot(userId) as Favorites;
    return Promise.resolve({ outcome, write: outcome === 'ADDED' ? 'CHANGED' : 'UNCHANGED', favorites });
  }

  remove(userId: string, list: FavoriteList, id: string): Promise<FavoritesWrite | undefined> {
    const row = this.rows.get(userId);
    if (row === undefined) return Promise.resolve(undefined);
    const had = row[list].includes(id);
    row[list] = row[list].filter((x) => x !== id);
    return Promise.resolve({ write: had ? 'CHANGED' : 'UNCHANGED', favorites: this.snapshot(userId) as Favorites });
  }

  clear(userId: string, list: FavoriteList): Promise<FavoritesWrite | undefined> {
    const row = this.rows.get(userId);
    if (row === undefined) return Promise.resolve(undefined);
    const had = row[list].length > 0;
    row[list] = [];
    return Promise.resolve({ write: had ? 'CHANGED' : 'UNCHANGED', favorites: this.snapshot(userId) as Favorites });
  }
}

/** Listings by id; counts lookups so tests can check the cart check reads once. */
export class InMemoryListingAvailability implements ListingAvailability {
  readonly calls: (readonly string[])[] = [];
  readonly listings: Map<string, ListingStockState>;

  constructor(listings: readonly ListingStockState[] = []) {
    this.listings = new Map(listings.map((l) => [l.id, l]));
  }

  stockOf(ids: readonly string[]): Promise<readonly ListingStockState[]> {
    this.calls.push(ids);
    return Promise.resolve(ids.flatMap((id) => this.listings.get(id) ?? []));
  }
}

/** A listing in stock with the given overrides. */
export function stock(id: string, overrides: Partial<ListingStockState> = {}): ListingStockState {
  return { id, state: 'AVAILABLE', quantity: 10, maxQuantity: null, purchaseBehavior: 'DEFAULT', ...overrides };
}

/** A stored coupon without dates or limits, never redeemed, with `overrides`. */
export function couponRecord(code: string, overrides: Partial<CouponRecord> = {}): CouponRecord {
  return {
    code,
    discountType: 'FLAT',
    amountMinor: 500,
    percent: null,
    affiliateOwnerId: null,
    active: true,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    maxPerUser: null,
    redeemedCount: 0,
    ...overrides,
  };
}

/** Coupons by exact code, matched ignoring case like the SQL lookup, with the uses already made. */
export class InMemoryCouponLookup implements CouponLookup {
  constructor(
    private readonly coupons: readonly CouponRecord[],
    private readonly uses: readonly { readonly code: string; readonly userId: string }[] = [],
  ) {}

  findByCode(code: string): Promise<CouponRecord | undefined> {
    return Promise.resolve(this.coupons.find((c) => c.code.toLowerCase() === code.toLowerCase()));
  }

  redemptionsBy(code: string, userId: string): Promise<number> {
    return Promise.resolve(this.uses.filter((u) => u.code === code && u.userId === userId).length);
  }
}

/** Keeps recorded search terms in an array. */
export class RecordingSearchTermLog implements SearchTermLog {
  readonly entries: SearchTermEntry[] = [];
  record(entry: SearchTermEntry): Promise<void> {
    this.entries.push(entry);
    return Promise.resolve();
  }
}

/** Sellers and their completed sales. */
export class InMemorySellerStats implements SellerStats {
  constructor(
    private readonly sales: ReadonlyMap<string, number>,
    private readonly sellers: ReadonlySet<string>,
    private readonly disputes: ReadonlyMap<string, number> = new Map(),
  ) {}

  completedSalesOf(userId: string): Promise<number | undefined> {
    return Promise.resolve(this.sales.get(userId));
  }

  disputesOf(userId: string): Promise<number> {
    return Promise.resolve(this.disputes.get(userId) ?? 0);
  }

  isSeller(userId: string): Promise<boolean> {
    return Promise.resolve(this.sellers.has(userId));
  }
}

/** Countries by user id. */
export class InMemoryUserSettings implements UserSettings {
  readonly countries = new Map<string, string | null>();

  constructor(userIds: readonly string[]) {
    for (const id of userIds) this.countries.set(id, null);
  }

  setCountry(userId: string, country: string): Promise<UserWrite> {
    if (!this.countries.has(userId)) return Promise.resolve('USER_NOT_FOUND');
    const before = this.countries.get(userId);
    this.countries.set(userId, country);
    return Promise.resolve(before === country ? 'UNCHANGED' : 'CHANGED');
  }
}

/** Users that staff can ban. */
export class InMemoryUserAdministration implements UserAdministration {
  readonly users = new Map<string, AdministeredUser>();

  constructor(users: readonly AdministeredUser[]) {
    for (const u of users) this.users.set(u.id, u);
  }

  findUser(userId: string): Promise<AdministeredUser | undefined> {
    return Promise.resolve(this.users.get(userId));
  }

  /** The audit lines written, one per change that happened. */
  readonly audit: (BanAudit & { readonly userId: string; readonly banned: boolean })[] = [];

  setBanned(userId: string, banned: boolean, audit: BanAudit): Promise<UserWrite> {
    const user = this.users.get(userId);
    if (user === undefined) return Promise.resolve('USER_NOT_FOUND');
    this.users.set(userId, { ...user, banned });
    if (user.banned !== banned) this.audit.push({ ...audit, userId, banned });
    return Promise.resolve(user.banned === banned ? 'UNCHANGED' : 'CHANGED');
  }
}
