import { and, eq } from 'drizzle-orm';
import type { LinkedIdentityStore } from '../../../../application/accounts/ports/index.ts';
import type { SocialProvider } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { linkedIdentities } from './schema.ts';

export class SqlLinkedIdentities implements LinkedIdentityStore {
  constructor(private readonly db: Database) {}

  async userOf(provider: SocialProvider, providerUserId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: linkedIdentities.userId })
      .from(linkedIdentities)
      .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.providerUserId, providerUserId)))
      .limit(1);
    return row?.userId;
  }

  async link(provider: SocialProvider, providerUserId: string, userId: string, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(linkedIdentities)
      .values({ provider, providerUserId, userId, linkedAt: at })
      .onConflictDoNothing()
      .returning({ userId: linkedIdentities.userId });
    return inserted.length === 1;
  }
}
