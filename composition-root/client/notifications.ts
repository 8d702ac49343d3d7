import { scopeBind, type Scope } from 'effector';
import { MarkNotificationsSeenMethod, NotificationsPublication, UpdateNotificationSettingsMethod } from '../../contracts/notifications/index.ts';
import { callMethod } from '../../adapters/client/shared/ddp-answer.ts';
import { markSeenFx, notificationsReceived, stopNotificationsFx, updateSettingsFx, watchNotificationsFx } from '../../ui/features/notifications/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import type { MoneyChannel } from './money.ts';

/** The bell's effects bound to the browser: two methods over DDP and the `notifications` publication delivered into the scope. */
export function bindNotificationHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  return handlers
    .bind(markSeenFx, unwrap((p: { ids?: string[] }) => callMethod(channel, MarkNotificationsSeenMethod, p)))
    .bind(updateSettingsFx, unwrap((settings: Record<string, boolean>) => callMethod(channel, UpdateNotificationSettingsMethod, { settings })))
    .bind(watchNotificationsFx, () => channel.watch(NotificationsPublication, (docs) => scopeBind(notificationsReceived, { scope: scope() })(docs)))
    .bind(stopNotificationsFx, () => channel.unwatch(NotificationsPublication.name));
}
