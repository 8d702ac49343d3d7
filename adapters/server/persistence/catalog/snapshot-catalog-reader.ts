import { eq } from 'drizzle-orm';
import type { CatalogReader, ListingScope } from '../../../../application/catalog/ports/index.ts';
import type { Clock } from '../../../../application/shared/ports/index.ts';
import type { GameType, ProductType } from '../../../../domain/index.ts';
import { loadCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/** How long a snapshot serves before it is reread; catalog edits show up within this. */
const SNAPSHOT_TTL_MS = 30_000;

/** Listing scopes kept per snapshot. */
const MAX_CACHED_SCOPES = 2_000;

/**
 * The catalog from the database, served from an in-memory snapshot that is
 * reread at most every 30 s (or at once after `invalidate`). A search then
 * costs no catalog query at all.
 */
export class SnapshotCatalogReader implements CatalogReader {
  private snapshot: Promise<CatalogSnapshot> | undefined;
  private loadedAt = 0;
  /**
   * Scopes already derived from a snapshot: every listing search asks for one
   * and deriving it filters every catalog table. Keyed by the snapshot, so a
   * reread (or `invalidate`) starts afresh.
   */
  private readonly scopes = new WeakMap<CatalogSnapshot, Map<string, ListingScope>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Drops the snapshot, e.g. after the catalog was edited. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  private current(): Promise<CatalogSnapshot> {
    const now = this.clock.now().getTime();
    if (this.snapshot === undefined || now - this.loadedAt > SNAPSHOT_TTL_MS) {
      this.loadedAt = now;
      const loading = loadCatalogSnapshot(this.db);
      // A failed load must not stick: the next call tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
      this.snapshot = loading;
    }
    return this.snapshot;
  }

  async findGame(value: string): Promise<GameType | undefined> {
    return (await this.current()).games.get(value);
  }

  async listGames(options: { readonly includeHidden: boolean; readonly orderBy?: 'label' | 'popularity' }): Promise<readonly GameType[]> {
    const snap = await this.current();
    const games =
      options.orderBy === 'popularity'
        ? snap.gamesByPopularity.flatMap((value) => snap.games.get(value) ?? [])
        : [...snap.games.values()].sort((a, b) => a.label.localeCompare(b.label));
    return games.filter((g) => options.includeHidden || !g.hidden);
  }

  async findProductType(value: string): Promise<ProductType | undefined> {
    return (await this.current()).productTypes.get(value);
  }

  async listProductTypes(): Promise<readonly ProductType[]> {
    return [...(await this.current()).productTypes.values()];
  }

  async productTypesOf(gameType: string): Promise<readonly ProductType[]> {
    const snap = await this.current();
    return (snap.gameProductTypes.get(gameType) ?? []).flatMap((v) => {
      const p = snap.productTypes.get(v);
      return p === undefined ? [] : [p];
    });
  }

  async listingScope(gameType: string, productType: string | undefined): Promise<ListingScope> {
    const snap = await this.current();
    let scopes = this.scopes.get(snap);
    if (scopes === undefined) {
      scopes = new Map();
      this.scopes.set(snap, scopes);
    }
    // NUL cannot occur in a slug; a missing product type gets its own key (it matches no row).
    const key = productType === undefined ? `${gameType}\u0001` : `${gameType}\u0000${productType}`;
    const cached = scopes.get(key);
    if (cached !== undefined) return cached;
    const scope = scopeOf(snap, gameType, productType);
    // Bounded, since the pair may come from a request: real pairs are far fewer.
    if (scopes.size < MAX_CACHED_SCOPES) scopes.set(key, scope);
    return scope;
  }

  async findSellerId(slug: string): Promise<string | undefined> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.slug, slug)).limit(1);
    return rows[0]?.id;
  }
}

/** The filters, tags, hot searches and platforms of one (game, product type). */
function scopeOf(snap: CatalogSnapshot, gameType: string, productType: string | undefined): ListingScope {
  const inScope = <T extends { gameType: string; productType: string }>(row: T) => row.gameType === gameType && row.productType === productType;
  const filters = snap.smartTagFilters.filter(inScope);
  const filterIds = new Set(filters.map((f) => f._id));
  return {
    smartTagFilters: filters.map(({ _id, value, label, multiSelect }) => ({ _id, value, label, multiSelect })),
    smartTags: snap.smartTags.filter((tag) => filterIds.has(tag.filterId)),
    smartTagFiltersDefaultValues: Object.fromEntries(filters.flatMap((f) => (f.defaultValue === null ? [] : [[f._id, f.defaultValue]]))),
    hotSearches: snap.hotSearches.filter(inScope).map(({ gameType: _g, productType: _p, ...h }) => h),
    platformTypes: snap.platformTypes.filter((p) => p.gameType === gameType).map(({ gameType: _g, ...p }) => p),
    customFilters: snap.customFilters.filter(inScope).map(({ gameType: _g, productType: _p, ...c }) => c),
  };
}
