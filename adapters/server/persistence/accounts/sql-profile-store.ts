import { and, eq, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProfileStore, StoredProfile } from '../../../../application/accounts/profile.ts';
import { ROLES, type Role } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

const other = alias(users, 'other_user');
const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

/** The profile columns of `users`; the ambient transaction (the unit of work) carries every call. */
export class SqlProfileStore implements ProfileStore {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<(StoredProfile & { readonly roles: readonly Role[] }) | undefined> {
    const [row] = await this.db
      .select({ username: users.username, slug: users.slug, phoneNumber: users.phoneNumber, country: users.country, avatar: users.avatar, coverPhoto: users.coverPhoto, roles: users.roles })
      .from(users)
      .where(eq(users.id, userId));
    return row === undefined ? undefined : { ...row, roles: row.roles.filter(isRole) };
  }

  async nameTakenByOther(userId: string, username: string, slug: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.id, userId), or(sql`lower(${users.username}) = lower(${username})`, eq(users.slug, slug))))
      .limit(1);
    return row !== undefined;
  }

  async update(userId: string, change: Partial<StoredProfile>): Promise<'ok' | 'name_taken'> {
    // A new name is written only while nobody else holds it, in the same statement, so a lost race answers instead of throwing.
    const free =
      change.username === undefined
        ? undefined
        : notExists(
            this.db
              .select({ id: other.id })
              .from(other)
              .where(and(ne(other.id, userId), or(eq(other.username, change.username), eq(other.slug, change.slug ?? '')))),
          );
    const updated = await this.db
      .update(users)
      .set(change)
      .where(and(eq(users.id, userId), free))
      .returning({ id: users.id });
    return updated.length === 1 ? 'ok' : 'name_taken';
  }

  async setRoles(userId: string, roles: readonly Role[]): Promise<void> {
    await this.db.update(users).set({ roles: [...roles] }).where(eq(users.id, userId));
  }
}
