import { and, eq, ne } from 'drizzle-orm';
import type { AdministeredUser, BanAudit, UserAdministration, UserWrite } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { staffAuditLog, users } from '../schema.ts';
import { userWriteOutcome } from './user-write-outcome.ts';

/** Staff writes on `users` with their `staff_audit_log` line; setting the ban state a user already has touches nothing. */
export class SqlUserAdministration implements UserAdministration {
  constructor(private readonly db: Database) {}

  async findUser(userId: string): Promise<AdministeredUser | undefined> {
    const [row] = await this.db.select({ id: users.id, roles: users.roles, banned: users.banned }).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async setBanned(userId: string, banned: boolean, audit: BanAudit): Promise<UserWrite> {
    const updated = await this.db
      .update(users)
      .set({ banned })
      .where(and(eq(users.id, userId), ne(users.banned, banned)))
      .returning({ id: users.id });
    if (updated.length > 0) {
      await this.db.insert(staffAuditLog).values({ ...audit, action: banned ? 'user.ban' : 'user.unban', targetType: 'user', targetId: userId, details: null });
    }
    return userWriteOutcome(this.db, userId, updated.length);
  }
}
