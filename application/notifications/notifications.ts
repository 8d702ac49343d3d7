import { err, ok, type Result } from 'neverthrow';
import { domainError, effectiveSettings, isNotificationSettingKey, mayEmailUnread, requirePermission, wants, type Actor, type DomainError, type NotificationSettingKey, type NotificationTopic } from '../../domain/index.ts';
import type { Clock, Outbox, UnitOfWork, UserChanges } from '../shared/ports/index.ts';
import type { NotificationRecord, NotificationStore } from './ports.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/** "This user's notifications changed" (`id` = the user id), for the bell and the unseen count. */
export const NOTIFICATIONS_COLLECTION = 'notifications';
/** How many notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 50;

export interface Notice {
  readonly topic: Exclude<NotificationTopic, 'message'>;
  readonly kind: string;
  readonly subjectId: string;
  readonly title: string;
  /** A storefront path. */
  readonly link: string;
}

/**
 * Telling users what happened: a row for the bell (when they want the topic
 * in the app) and an e-mail (when they want it by e-mail), written in the
 * caller's unit of work so a rolled-back action tells nobody. Messages are
 * counted by their own badge; an unread one is e-mailed after a wait, at
 * most once an hour per conversation.
 */
export class Notifications {
  constructor(
    private readonly deps: {
      readonly store: NotificationStore;
      readonly outbox: Outbox;
      readonly users: UserChanges;
      readonly uow: UnitOfWork;
      readonly clock: Clock;
      /** The storefront's origin, for the links in e-mails. */
      readonly publicUrl: string;
    },
  ) {}

  async notify(userId: string, notice: Notice): Promise<void> {
    const recipient = await this.deps.store.recipient(userId);
    if (recipient === undefined) return;
    if (wants(recipient.settings, notice.topic, 'inApp')) {
      await this.deps.store.add({ userId, ...notice, createdAt: this.deps.clock.now() });
      await this.deps.outbox.add({ type: 'NotificationsChanged', collection: NOTIFICATIONS_COLLECTION, id: userId });
    }
    if (recipient.email !== null && wants(recipient.settings, notice.topic, 'email')) {
      await this.deps.store.mail({ to: recipient.email, subject: notice.title, text: `${notice.title}\n\n${this.deps.publicUrl}${notice.link}` });
    }
  }

  /** The unread-message reminder: e-mails `userId` about a conversation unless they turned it off or were e-mailed within the hour. */
  async emailUnread(userId: string, p: { readonly conversationId: string; readonly counterpartName: string; readonly unread: number }): Promise<void> {
    const recipient = await this.deps.store.recipient(userId);
    if (recipient?.email === null || recipient === undefined || !wants(recipient.settings, 'message', 'email')) return;
    const now = this.deps.clock.now();
    if (!mayEmailUnread(await this.deps.store.lastUnreadEmail(p.conversationId, userId), now)) return;
    const subject = `${p.counterpartName} sent you ${p.unread === 1 ? 'a message' : `${p.unread} messages`}`;
    await this.deps.store.mail({ to: recipient.email, subject, text: `${subject}\n\n${this.deps.publicUrl}/dashboard/inbox?c=${encodeURIComponent(p.conversationId)}` });
    await this.deps.store.recordUnreadEmail(p.conversationId, userId, now);
  }

  async list(actor: Actor): Answer<readonly NotificationRecord[]> {
    const user = requirePermission(actor, 'messages.use');
    return user.isErr() ? err(user.error) : ok(await this.deps.store.recent(user.value, NOTIFICATIONS_SHOWN));
  }

  async unseen(actor: Actor): Answer<number> {
    const user = requirePermission(actor, 'messages.use');
    return user.isErr() ? err(user.error) : ok(await this.deps.store.unseenCount(user.value));
  }

  /** Marks some (ids) or all of the caller's notifications seen; answers what is left unseen. */
  async markSeen(actor: Actor, ids: readonly string[] | undefined): Answer<{ readonly unseen: number }> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const numbers = ids?.map(Number);
    if (numbers?.some((n) => !Number.isSafeInteger(n) || n <= 0)) return err(domainError('VALIDATION_FAILED', 'ids must be notification ids', { field: 'ids' }));
    return this.deps.uow.run(async () => {
      await this.deps.store.markSeen(user.value, numbers ?? null, this.deps.clock.now());
      await this.deps.outbox.add({ type: 'NotificationsChanged', collection: NOTIFICATIONS_COLLECTION, id: user.value });
      return ok({ unseen: await this.deps.store.unseenCount(user.value) });
    });
  }

  /** Changes some of the caller's settings (the others stay); a key that is no setting is refused, naming it. */
  async updateSettings(actor: Actor, changes: Readonly<Record<string, boolean>>): Answer<Readonly<Record<NotificationSettingKey, boolean>>> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    const unknown = Object.keys(changes).find((key) => !isNotificationSettingKey(key));
    if (unknown !== undefined) return err(domainError('VALIDATION_FAILED', `${unknown} is not a notification setting`, { field: `settings.${unknown}` }));
    return this.deps.uow.run(async () => {
      const recipient = await this.deps.store.recipient(user.value);
      const merged = effectiveSettings({ ...(recipient?.settings ?? {}), ...changes });
      await this.deps.store.saveSettings(user.value, merged);
      await this.deps.users.userChanged(user.value);
      return ok(merged);
    });
  }
}
