import { ok } from 'neverthrow';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { NOTIFICATIONS_COLLECTION, type Notifications } from '../../../../application/notifications/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { MarkNotificationsSeenMethod, NotificationsPublication, UpdateNotificationSettingsMethod, type NotificationDoc } from '../../../../contracts/notifications/index.ts';
import { signedInUserId } from '../../../../domain/index.ts';
import type { MethodHandler, PublicationHandler } from '../../ddp/index.ts';
import { actorMethod, callActor } from '../shared/actor-method.ts';
import { publishQuery } from '../shared/publish-query.ts';

/** `markNotificationsSeen` and `updateNotificationSettings`: shapes checked by the contract, keys and owners by the use case. */
export function notificationMethods(notifications: Notifications, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [MarkNotificationsSeenMethod.name, method(MarkNotificationsSeenMethod.params, (actor, params) => notifications.markSeen(actor, params[0]?.ids))],
    [UpdateNotificationSettingsMethod.name, method(UpdateNotificationSettingsMethod.params, async (actor, [p]) => (await notifications.updateSettings(actor, p.settings)).map((settings) => ({ settings })))],
  ]);
}

/** `notifications`: the caller's newest notifications, live; seen ones stay listed, marked. */
export function notificationsPublication(notifications: Notifications, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx) => {
    const userId = signedInUserId(await callActor(actors, ctx));
    if (userId === null) return ok(undefined);
    await publishQuery(ctx, {
      collection: NotificationsPublication.collection,
      changes,
      filter: (change) => change.collection === NOTIFICATIONS_COLLECTION && change.id === userId,
      query: async () =>
        (await notifications.list(await callActor(actors, ctx))).unwrapOr([]).map(
          (n): NotificationDoc & { id: string } => ({ id: String(n.id), topic: n.topic, kind: n.kind, title: n.title, link: n.link, seen: n.seenAt !== null, createdAt: n.createdAt.toISOString() }),
        ),
    });
    return ok(undefined);
  };
}
