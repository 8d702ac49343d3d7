import { combine, createEvent, createStore } from 'effector';
import { showsChatWidget } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $consent } from '../shared/consent/model.ts';
import { $limits } from '../shared/geo/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * The in-page flags of spec §3, `showChatWidget` and `showChatWindow`, and
 * which conversation the window shows. Apart from the widget's flows
 * (chat-widget-model.ts) because the conversation model reads them: the open
 * conversation is the inbox's `?c=` on the inbox page, the window's one
 * elsewhere.
 */

/** The floating button was pressed: the window opens, or closes if open. */
export const chatWidgetToggled = createEvent();
/** Escape, the close button, or signing out. */
export const chatWindowClosed = createEvent();
/** The window opens on a conversation (a contact picked, "message the seller"). */
export const conversationShown = createEvent<string>();
/** Back from a conversation to the window's list of contacts (the narrow layout shows one at a time). */
export const contactListShown = createEvent();

/**
 * The widget shows for a signed-in user who consented to cookies (spec §4:
 * the chat widget is one of the things consent turns on), never for a limited
 * visitor (geo or the zh locale), and not on the inbox, which is the chat.
 */
export const $showChatWidget = combine($isLoggedIn, $consent, $limits, $page, (loggedIn, consent, limits, page) => loggedIn && consent === 'granted' && showsChatWidget(limits) && page.name !== 'dashboardInbox');

const $windowWanted = createStore(false, { sid: 'messaging/$chatWindow', serialize: 'ignore' })
  .on(chatWidgetToggled, (open) => !open)
  .on(conversationShown, () => true)
  .reset(chatWindowClosed);
/** The chat window is open (and may be: the widget shows). */
export const $showChatWindow = combine($windowWanted, $showChatWidget, (wanted, shown) => wanted && shown);
/** The conversation the window shows; kept while it is closed, so that reopening comes back to it. */
export const $windowConversationId = createStore<string | null>(null, { sid: 'messaging/$windowConversation', serialize: 'ignore' })
  .on(conversationShown, (_, id) => id)
  .reset(contactListShown);
$windowConversationId.reset($isLoggedIn.updates);
