/**
 * What a user is told about, and how. Each topic may reach them in the app
 * (the bell) and by e-mail; a setting they never touched is on. Messages
 * have their own unread badge in the app, so their only setting is the
 * e-mail sent when a message stays unread.
 */
export const NOTIFICATION_TOPICS = ['order', 'deal', 'payout', 'membership', 'account', 'message'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = 'inApp' | 'email';

export const NOTIFICATION_SETTING_KEYS = ['order.inApp', 'order.email', 'deal.inApp', 'deal.email', 'payout.inApp', 'payout.email', 'membership.inApp', 'membership.email', 'account.inApp', 'account.email', 'message.email'] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

export function isNotificationSettingKey(key: string): key is NotificationSettingKey {
  return (NOTIFICATION_SETTING_KEYS as readonly string[]).includes(key);
}

/** Whether the user wants `topic` by `channel`: what they chose, else on; a channel a topic does not have is off. */
export function wants(settings: Readonly<Record<string, boolean>>, topic: NotificationTopic, channel: NotificationChannel): boolean {
  const key = `${topic}.${channel}`;
  if (!isNotificationSettingKey(key)) return false;
  return settings[key] ?? true;
}

/** Every setting with its effective value, for the settings form. */
export function effectiveSettings(settings: Readonly<Record<string, boolean>>): Readonly<Record<NotificationSettingKey, boolean>> {
  return Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, settings[key] ?? true])) as Record<NotificationSettingKey, boolean>;
}

/** How long an unread message waits before its e-mail, and the least time between two e-mails for one conversation. */
export const UNREAD_MESSAGE_EMAIL_DELAY_MS = 5 * 60_000;
export const UNREAD_MESSAGE_EMAIL_GAP_MS = 60 * 60_000;

/** Whether an unread-message e-mail may go now: none for this conversation within the gap. */
export function mayEmailUnread(lastEmailedAt: Date | null, now: Date): boolean {
  return lastEmailedAt === null || now.getTime() - lastEmailedAt.getTime() >= UNREAD_MESSAGE_EMAIL_GAP_MS;
}
