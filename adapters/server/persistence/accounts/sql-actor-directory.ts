import { and, eq } from 'drizzle-orm';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { actorFromProfile, type Actor, type ActorProfile } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/**
 * Actors from the `users` table. It selects the four columns an actor is
 * made of and nothing else, so no password hash or 2FA secret is ever read
 * on the authorization path; a removed account is no actor at all.
 */
export class SqlActorDirectory implements ActorDirectory {
  constructor(private readonly db: Database) {}

  async actorOf(userId: string): Promise<Actor> {
    const rows: ActorProfile[] = await this.db
      .select({ id: users.id, roles: users.roles, banned: users.banned, verificationState: users.verificationState })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.removed, false)))
      .limit(1);
    return actorFromProfile(rows[0]);
  }
}
