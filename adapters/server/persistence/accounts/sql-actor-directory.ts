import { and, eq } from 'drizzle-orm';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { PerTurnReads } from '../../../../application/shared/per-turn-reads.ts';
import { actorFromProfile, VISITOR, type Actor, type ActorProfile } from '../../../../domain/index.ts';
import { anyOf } from '../shared/any-of.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/**
 * Actors from the `users` table. It selects the four columns an actor is
 * made of and nothing else, so no password hash or 2FA secret is ever read
 * on the authorization path; a removed account is no actor at all.
 *
 * Every call and request needs its actor, so the lookups asked in one turn
 * of the event loop are read by one statement (a chat under load asked a
 * thousand a second, most of the database's work); each is still read after
 * it was asked, so a role change or a ban applies to the next call.
 */
export class SqlActorDirectory implements ActorDirectory {
  private readonly reads: PerTurnReads<string, Actor>;

  constructor(db: Database) {
    this.reads = new PerTurnReads(async (ids) => {
      const rows: ActorProfile[] = await db
        .select({ id: users.id, roles: users.roles, banned: users.banned, verificationState: users.verificationState })
        .from(users)
        .where(and(anyOf(users.id, ids), eq(users.removed, false)));
      return new Map(rows.map((row) => [row.id, actorFromProfile(row)] as const));
    }, VISITOR);
  }

  actorOf(userId: string): Promise<Actor> {
    return this.reads.read(userId);
  }
}
