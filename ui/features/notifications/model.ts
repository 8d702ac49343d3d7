import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { NotificationDoc } from '../../../contracts/notifications/index.ts';
import { effectiveSettings, type DomainError, type NotificationSettingKey } from '../../../domain/index.ts';
import { $isLoggedIn, $user } from '../accounts/session/model.ts';
import { stopUnseenFx, unseenReceived } from '../messaging/model.ts';
import { navigationRequested } from '../shared/page/model.ts';

/*
 * The bell: the unseen count (a field of the `unseenCounts` document the
 * messaging badge also reads), the newest notifications while the panel is
 * open (the `notifications` publication), marking them seen, and the
 * per-topic settings on /dashboard/account/notifications.
 */

type Live<D> = D & { readonly id: string };

export const watchNotificationsFx = createEffect<void, void>();
export const stopNotificationsFx = createEffect<void, void>();
export const markSeenFx = createEffect<{ ids?: string[] }, { readonly unseen: number }, DomainError>();
export const updateSettingsFx = createEffect<Partial<Record<NotificationSettingKey, boolean>>, unknown, DomainError>();

export const notificationsReceived = createEvent<readonly Live<NotificationDoc>[]>();
export const bellToggled = createEvent();
export const bellClosed = createEvent();
export const notificationOpened = createEvent<Live<NotificationDoc>>();
export const markAllClicked = createEvent();
export const settingToggled = createEvent<{ readonly key: NotificationSettingKey; readonly on: boolean }>();

export const $unseenNotifications = createStore(0, { sid: 'notifications/$unseen', serialize: 'ignore' })
  .on(unseenReceived, (_, docs) => docs.find((d) => d.id === 'me')?.notifications ?? 0)
  .reset(stopUnseenFx);
export const $bellOpen = createStore(false, { sid: 'notifications/$bellOpen', serialize: 'ignore' })
  .on(bellToggled, (open) => !open)
  .on([bellClosed, notificationOpened], () => false)
  .reset($isLoggedIn.updates);
export const $notifications = createStore<readonly Live<NotificationDoc>[] | null>(null, { sid: 'notifications/$list', serialize: 'ignore' })
  .on(notificationsReceived, (_, docs) => [...docs].sort((a, b) => Number(b.id) - Number(a.id)))
  .reset(stopNotificationsFx);
/** Every setting as the server holds it (a setting never touched is on). */
const $savedSettings = $user.map((user) => effectiveSettings(user?.notificationSettings ?? {}));
/**
 * The ticks the user made that the server has not confirmed yet. A box turns at once, not when the
 * user's record comes back over the connection (seconds on a slow one); a refused save turns it back.
 */
const $pendingSettings = createStore<Partial<Record<NotificationSettingKey, boolean>>>({}, { sid: 'notifications/$pendingSettings', serialize: 'ignore' })
  .on(settingToggled, (pending, { key, on }) => ({ ...pending, [key]: on }))
  .reset(updateSettingsFx.fail);
/** Every setting with the value the user sees: their own tick while it is being saved, else the server's. */
export const $notificationSettings = combine($savedSettings, $pendingSettings, (saved, pending) => ({ ...saved, ...pending }));
export const $settingsError = createStore<string | null>(null, { sid: 'notifications/$settingsError', serialize: 'ignore' })
  .on(updateSettingsFx.failData, (_, e) => e.code)
  .reset(settingToggled);
export const $settingsSaving = updateSettingsFx.pending;

const $watching = combine($isLoggedIn, $bellOpen, (loggedIn, open) => loggedIn && open);
sample({ clock: $watching.updates, filter: Boolean, fn: () => undefined, target: watchNotificationsFx });
sample({ clock: $watching.updates, filter: (on) => !on, fn: () => undefined, target: stopNotificationsFx });

sample({ clock: markAllClicked, fn: () => ({}), target: markSeenFx });
sample({ clock: notificationOpened, filter: (n) => !n.seen, fn: (n) => ({ ids: [n.id] }), target: markSeenFx });
sample({ clock: notificationOpened, fn: (n) => ({ to: n.link, replace: false }), target: navigationRequested });
sample({ clock: settingToggled, fn: ({ key, on }) => ({ [key]: on }), target: updateSettingsFx });
// A tick the server's record now agrees with is no longer pending.
sample({
  clock: $savedSettings,
  source: $pendingSettings,
  fn: (pending, saved) => Object.fromEntries(Object.entries(pending).filter(([key, on]) => saved[key as NotificationSettingKey] !== on)),
  target: $pendingSettings,
});
