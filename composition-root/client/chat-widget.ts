import { scopeBind, type Scope } from 'effector';
import { ContactsPublication } from '../../contracts/messaging/contacts.ts';
import { contactsReceived, stopContactsFx, watchContactsFx } from '../../ui/features/messaging/chat-widget-model.ts';
import type { EffectHandlers } from './effect-handlers.ts';
import type { MoneyChannel } from './money.ts';

/** The chat window's contacts: the `contacts` publication delivered into the scope while the window is open. */
export function bindChatWidgetHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  return handlers
    .bind(watchContactsFx, () => channel.watch(ContactsPublication, (docs) => scopeBind(contactsReceived, { scope: scope() })(docs)))
    .bind(stopContactsFx, () => channel.unwatch(ContactsPublication.name));
}
