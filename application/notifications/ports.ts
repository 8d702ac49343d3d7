import type { NotificationTopic } from '../../domain/index.ts';

export interface NotificationRecord {
  readonly id: number;
  readonly userId: string;
  readonly topic: NotificationTopic;
  readonly kind: string;
  readonly subjectId: string;
  readonly title: string;
  readonly link: string;
  readonly createdAt: Date;
  readonly seenAt: Date | null;
}

/** Whom a notification reaches: their address (if any) and their settings. */
export interface Recipient {
  readonly email: string | null;
  readonly settings: Readonly<Record<string, boolean>>;
}

/** Notifications and their e-mails in the database; every call joins the caller's unit of work. */
export interface NotificationStore {
  recipient(userId: string): Promise<Recipient | undefined>;
  add(notification: Omit<NotificationRecord, 'id' | 'seenAt'>): Promise<void>;
  /** Queues an e-mail in the mail outbox (the sender delivers it after commit). */
  mail(mail: { readonly to: string; readonly subject: string; readonly text: string }): Promise<void>;
  recent(userId: string, limit: number): Promise<readonly NotificationRecord[]>;
  unseenCount(userId: string): Promise<number>;
  /** Marks the user's notifications seen: those of `ids`, or all when null. */
  markSeen(userId: string, ids: readonly number[] | null, at: Date): Promise<void>;
  saveSettings(userId: string, settings: Readonly<Record<string, boolean>>): Promise<void>;
  lastUnreadEmail(conversationId: string, userId: string): Promise<Date | null>;
  recordUnreadEmail(conversationId: string, userId: string, at: Date): Promise<void>;
}
