import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationRecord, NotificationStore, Recipient } from '../../../../application/notifications/index.ts';
import type { NotificationTopic } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { mailOutbox, notifications, unreadMessageEmails, users } from '../schema.ts';

/** Notifications, their e-mails (the mail outbox) and users' settings in SQL; the ambient transaction carries every call. */
export class SqlNotificationStore implements NotificationStore {
  constructor(private readonly db: Database) {}

  async recipient(userId: string): Promise<Recipient | undefined> {
    const [row] = await this.db.select({ emails: users.emails, settings: users.notificationSettings, banned: users.banned }).from(users).where(eq(users.id, userId));
    if (row === undefined) return undefined;
    return { email: row.banned ? null : (row.emails[0]?.address ?? null), settings: row.settings };
  }

  async add(n: Omit<NotificationRecord, 'id' | 'seenAt'>): Promise<void> {
    await this.db.insert(notifications).values(n);
  }

  async mail(m: { readonly to: string; readonly subject: string; readonly text: string }): Promise<void> {
    await this.db.insert(mailOutbox).values({ ...m, template: 'NOTIFICATION' });
  }

  async recent(userId: string, limit: number): Promise<readonly NotificationRecord[]> {
    const rows = await this.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit);
    return rows.map((r) => ({ ...r, topic: r.topic as NotificationTopic }));
  }

  async unseenCount(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
    return row?.n ?? 0;
  }

  async markSeen(userId: string, ids: readonly number[] | null, at: Date): Promise<void> {
    const mine = and(eq(notifications.userId, userId), isNull(notifications.seenAt));
    await this.db
      .update(notifications)
      .set({ seenAt: at })
      .where(ids === null ? mine : and(mine, inArray(notifications.id, [...ids])));
  }

  async saveSettings(userId: string, settings: Readonly<Record<string, boolean>>): Promise<void> {
    await this.db.update(users).set({ notificationSettings: { ...settings } }).where(eq(users.id, userId));
  }

  async lastUnreadEmail(conversationId: string, userId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: unreadMessageEmails.emailedAt })
      .from(unreadMessageEmails)
      .where(and(eq(unreadMessageEmails.conversationId, conversationId), eq(unreadMessageEmails.userId, userId)));
    return row?.at ?? null;
  }

  async recordUnreadEmail(conversationId: string, userId: string, at: Date): Promise<void> {
    await this.db
      .insert(unreadMessageEmails)
      .values({ conversationId, userId, emailedAt: at })
      .onConflictDoUpdate({ target: [unreadMessageEmails.conversationId, unreadMessageEmails.userId], set: { emailedAt: at } });
  }
}
