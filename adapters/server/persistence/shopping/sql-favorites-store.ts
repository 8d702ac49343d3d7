import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FavoriteAddOutcome, FavoriteList, Favorites, FavoritesStore, FavoritesWrite } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

const both = { favoriteProducts: users.favoriteProducts, favoriteSellers: users.favoriteSellers };

function columnOf(list: FavoriteList) {
  return list === 'products' ? users.favoriteProducts : users.favoriteSellers;
}

function assignment(list: FavoriteList, value: SQL): { favoriteProducts: SQL } | { favoriteSellers: SQL } {
  return list === 'products' ? { favoriteProducts: value } : { favoriteSellers: value };
}

/** Why `id` cannot be appended to `ids`, if it cannot. */
function refusalOf(ids: readonly string[], id: string, limit: number): Exclude<FavoriteAddOutcome, 'ADDED'> | undefined {
  if (ids.includes(id)) return 'ALREADY_THERE';
  return ids.length >= limit ? 'LIST_FULL' : undefined;
}

function listOf(favorites: Favorites, list: FavoriteList): readonly string[] {
  return list === 'products' ? favorites.favoriteProducts : favorites.favoriteSellers;
}

/**
 * Favorites in the users row's text[] columns. Each write is one UPDATE whose
 * array operation and guard run on the row version it locks, so concurrent
 * adds from several tabs or processes all land, an id is never listed twice
 * and a list never passes its limit, without a read-modify-write race.
 */
export class SqlFavoritesStore implements FavoritesStore {
  constructor(private readonly db: Database) {}

  async favoritesOf(userId: string): Promise<Favorites | undefined> {
    const [row] = await this.db.select(both).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async add(userId: string, list: FavoriteList, id: string, limit: number): Promise<(FavoritesWrite & { readonly outcome: FavoriteAddOutcome }) | undefined> {
    const column = columnOf(list);
    const [row] = await this.db
      .update(users)
      .set(assignment(list, sql`array_append(${column}, ${id}::text)`))
      .where(and(eq(users.id, userId), sql`NOT (${id}::text = ANY(${column}))`, sql`cardinality(${column}) < ${limit}::int`))
      .returning(both);
    if (row !== undefined) return { outcome: 'ADDED', write: 'CHANGED', favorites: row };
    const current = await this.favoritesOf(userId);
    if (current === undefined) return undefined;
    const refusal = refusalOf(listOf(current, list), id, limit);
    return refusal === undefined ? this.addLocked(userId, list, id, limit) : { outcome: refusal, write: 'UNCHANGED', favorites: current };
  }

  /**
   * The slow path, for when the guard refused but the row read next shows
   * neither reason (another request removed the id in between): decide and
   * write under a row lock so the answer matches the row.
   */
  private addLocked(userId: string, list: FavoriteList, id: string, limit: number): Promise<(FavoritesWrite & { readonly outcome: FavoriteAddOutcome }) | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select(both).from(users).where(eq(users.id, userId)).for('update');
      if (current === undefined) return undefined;
      const refusal = refusalOf(listOf(current, list), id, limit);
      if (refusal !== undefined) return { outcome: refusal, write: 'UNCHANGED' as const, favorites: current };
      const column = columnOf(list);
      const [row] = await tx.update(users).set(assignment(list, sql`array_append(${column}, ${id}::text)`)).where(eq(users.id, userId)).returning(both);
      return row === undefined ? undefined : { outcome: 'ADDED' as const, write: 'CHANGED' as const, favorites: row };
    });
  }

  async remove(userId: string, list: FavoriteList, id: string): Promise<FavoritesWrite | undefined> {
    const column = columnOf(list);
    const [row] = await this.db
      .update(users)
      .set(assignment(list, sql`array_remove(${column}, ${id}::text)`))
      .where(and(eq(users.id, userId), sql`${id}::text = ANY(${column})`))
      .returning(both);
    return this.written(userId, row);
  }

  async clear(userId: string, list: FavoriteList): Promise<FavoritesWrite | undefined> {
    const column = columnOf(list);
    const [row] = await this.db
      .update(users)
      .set(assignment(list, sql`'{}'::text[]`))
      .where(and(eq(users.id, userId), sql`cardinality(${column}) > 0`))
      .returning(both);
    return this.written(userId, row);
  }

  /** The guard skipped the update: nothing to do, or no such user. */
  private async written(userId: string, row: Favorites | undefined): Promise<FavoritesWrite | undefined> {
    if (row !== undefined) return { write: 'CHANGED', favorites: row };
    const current = await this.favoritesOf(userId);
    return current === undefined ? undefined : { write: 'UNCHANGED', favorites: current };
  }
}
