import * as v from 'valibot';
import { NOTIFICATION_SETTING_KEYS, NOTIFICATION_TOPICS } from '../../domain/index.ts';
import { count, ddpMethod, ddpPublication } from '../shared/index.ts';

/*
 * Notifications on the wire: the bell's `notifications` publication (the
 * newest 50, each with `seen`), `markNotificationsSeen` and the per-topic
 * settings (`updateNotificationSettings`; the values live on the user,
 * `loggedInUser.notificationSettings`). The unseen count is a field of the
 * `unseenCounts` document (contracts/messaging).
 */

export { NOTIFICATION_SETTING_KEYS, NOTIFICATION_TOPICS };

export const NotificationDocSchema = v.object({
  topic: v.picklist(NOTIFICATION_TOPICS),
  kind: v.string(),
  title: v.string(),
  link: v.string(),
  seen: v.boolean(),
  createdAt: v.string(),
});
export type NotificationDoc = v.InferOutput<typeof NotificationDocSchema>;
export const NotificationsPublication = ddpPublication('notifications', 'notifications', NotificationDocSchema);

const notificationId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'must be a notification id'));

/** `markNotificationsSeen({ ids? })`: those notifications, or all of the caller's, are seen; answers how many are left unseen. */
export const MarkNotificationsSeenMethod = ddpMethod(
  'markNotificationsSeen',
  v.union([v.strictTuple([]), v.tuple([v.object({ ids: v.optional(v.pipe(v.array(notificationId), v.maxLength(100))) })])]),
  v.object({ unseen: count }),
);

const Settings = v.record(v.picklist(NOTIFICATION_SETTING_KEYS, 'must be a notification setting'), v.boolean());

/** `updateNotificationSettings({ settings })`: changes the named settings, keeps the others; answers all of them. */
export const UpdateNotificationSettingsMethod = ddpMethod('updateNotificationSettings', v.tuple([v.object({ settings: Settings })]), v.object({ settings: v.record(v.string(), v.boolean()) }));
