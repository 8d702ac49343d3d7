import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ConversationDoc, MessageDoc } from '../../../contracts/messaging/index.ts';
import { MAX_MESSAGE_ATTACHMENTS, type DomainError } from '../../../domain/index.ts';
import { loginModalOpened } from '../accounts/login/model.ts';
import { $isLoggedIn, $user } from '../accounts/session/model.ts';
import { $page, navigationRequested } from '../shared/page/model.ts';
import { $showChatWidget, $showChatWindow, $windowConversationId, conversationShown } from './chat-window-state.ts';

/*
 * Messaging in the storefront: the unread badge (the `unseenCounts`
 * publication while signed in), the inbox at /dashboard/inbox (the
 * `conversations` publication) with the open conversation in `?c=` (its
 * `messages`, read as they arrive), and "message the seller" buttons.
 * Elsewhere the chat window (chat-window-state.ts) shows the same
 * conversation list and thread over the page.
 */

type Live<D> = D & { readonly id: string };

export const watchUnseenFx = createEffect<void, void>();
export const stopUnseenFx = createEffect<void, void>();
export const watchInboxFx = createEffect<void, void>();
export const stopInboxFx = createEffect<void, void>();
export const watchMessagesFx = createEffect<string, void>();
export const stopMessagesFx = createEffect<void, void>();
export const openConversationFx = createEffect<string, { readonly conversationId: string }, DomainError>();
/** `openOrderConversation`: the order's own thread (its events as system messages); staff join it while a dispute is open. */
export const openOrderConversationFx = createEffect<string, { readonly conversationId: string; readonly staff: boolean }, DomainError>();
export const sendMessageFx = createEffect<{ conversationId: string; body: string; clientId: string; attachments: string[] }, unknown, DomainError>();
/** Uploads an image to attach (POST /api/media/uploads): its key and a path to show it. */
export const uploadAttachmentFx = createEffect<File, { readonly key: string; readonly src: string }, DomainError>();
export const markReadFx = createEffect<{ conversationId: string; lastId: number }, unknown, DomainError>();
/** A fresh client id per message: a resend after a dropped connection is the same message. */
export const messageClientIdFx = createEffect<void, string>();

export const unseenReceived = createEvent<readonly Live<{ messages: number; notifications: number }>[]>();
export const inboxReceived = createEvent<readonly Live<ConversationDoc>[]>();
export const messagesReceived = createEvent<readonly Live<MessageDoc>[]>();
export const messageSellerClicked = createEvent<string>();
/** The order page's chat button, with the order's id. */
export const orderChatClicked = createEvent<string>();
export const draftTyped = createEvent<string>();
export const sendClicked = createEvent();
export const imagePicked = createEvent<File>();
export const attachmentRemoved = createEvent<string>();

export const $unseenMessages = createStore(0, { sid: 'messaging/$unseen', serialize: 'ignore' })
  .on(unseenReceived, (_, docs) => docs.find((d) => d.id === 'me')?.messages ?? 0)
  .reset(stopUnseenFx);
export const $conversations = createStore<readonly Live<ConversationDoc>[] | null>(null, { sid: 'messaging/$conversations', serialize: 'ignore' })
  .on(inboxReceived, (_, docs) => [...docs].sort((a, b) => (b.lastAt ?? '').localeCompare(a.lastAt ?? '')))
  .reset(stopInboxFx);
export const $messages = createStore<readonly Live<MessageDoc>[]>([], { sid: 'messaging/$messages', serialize: 'ignore' })
  .on(messagesReceived, (_, docs) => [...docs].sort((a, b) => a.seq - b.seq))
  .reset([stopMessagesFx, watchMessagesFx]);
export const $draft = createStore('', { sid: 'messaging/$draft', serialize: 'ignore' }).on(draftTyped, (_, text) => text);
export const $sendFailed = createStore<string | null>(null, { sid: 'messaging/$sendFailed', serialize: 'ignore' })
  .on(sendMessageFx.failData, (_, e) => e.code)
  .reset(sendClicked);
export const $sending = sendMessageFx.pending;
/** Images uploaded for the next message, shown above the composer until it is sent. */
export const $attachments = createStore<readonly { readonly key: string; readonly src: string }[]>([], { sid: 'messaging/$attachments', serialize: 'ignore' })
  .on(uploadAttachmentFx.doneData, (list, image) => (list.some((a) => a.key === image.key) || list.length >= MAX_MESSAGE_ATTACHMENTS ? list : [...list, image]))
  .on(attachmentRemoved, (list, key) => list.filter((a) => a.key !== key))
  .reset(sendMessageFx.done);
export const $uploadingAttachment = uploadAttachmentFx.pending;
export const $attachmentError = createStore<string | null>(null, { serialize: 'ignore' })
  .on(uploadAttachmentFx.failData, (_, e) => e.code)
  .reset(imagePicked);
/** Why the order page's chat did not open (an error code), until it is pressed again. */
export const $orderChatFailed = createStore<string | null>(null, { sid: 'messaging/$orderChatFailed', serialize: 'ignore' })
  .on(openOrderConversationFx.failData, (_, e) => e.code)
  .reset(orderChatClicked);
export const $orderChatOpening = openOrderConversationFx.pending;
export const $myId = $user.map((user) => user?.id ?? null);

const $onInbox = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardInbox');
/** The conversation list is followed on the inbox and while the chat window is open. */
const $followsConversations = combine($onInbox, $showChatWindow, (inbox, window) => inbox || window);
/** The conversation open in the inbox (`?c=`), when signed in on it; elsewhere the one the open chat window shows. */
export const $openConversationId = combine($onInbox, $page, $showChatWindow, $windowConversationId, (on, page, window, windowId) =>
  on ? new URLSearchParams(page.search).get('c') : window ? windowId : null,
);
export const $openConversation = combine($conversations, $openConversationId, (list, id) => list?.find((c) => c.id === id) ?? null);

sample({ clock: $isLoggedIn.updates, filter: Boolean, target: watchUnseenFx });
sample({ clock: $isLoggedIn.updates, filter: (loggedIn) => !loggedIn, target: stopUnseenFx });
sample({ clock: $followsConversations.updates, filter: Boolean, target: watchInboxFx });
sample({ clock: $followsConversations.updates, filter: (on) => !on, target: stopInboxFx });
sample({ clock: $openConversationId.updates, filter: (id): id is string => id !== null, target: watchMessagesFx });
sample({ clock: $openConversationId.updates, filter: (id) => id === null, target: stopMessagesFx });

// What arrives in the open conversation from the other party is read: the badge and the inbox follow.
const $markedUpTo = createStore(0, { serialize: 'ignore' }).reset(watchMessagesFx);
const toMark = sample({
  clock: messagesReceived,
  source: { id: $openConversationId, me: $myId, marked: $markedUpTo },
  fn: ({ id, me, marked }, docs) => {
    const theirs = docs.filter((m) => m.senderId !== me && m.conversationId === id);
    const last = Math.max(0, ...theirs.map((m) => m.seq));
    return id !== null && last > marked ? { conversationId: id, lastId: last } : null;
  },
}).filterMap((mark) => mark ?? undefined);
$markedUpTo.on(toMark, (_, mark) => mark.lastId);
sample({ clock: toMark, target: markReadFx });

// Sending: one client id per message; the draft clears once the server has it.
const wanted = sample({
  clock: sendClicked,
  source: { id: $openConversationId, draft: $draft, busy: $sending, images: $attachments },
  filter: ({ id, draft, busy, images }) => id !== null && (draft.trim() !== '' || images.length > 0) && !busy,
});
const $outgoing = createStore<{ conversationId: string; body: string; attachments: string[] } | null>(null, { serialize: 'ignore' })
  .on(wanted, (_, { id, draft, images }) => ({ conversationId: id ?? '', body: draft, attachments: images.map((a) => a.key) }))
  .reset(sendMessageFx.finally);
sample({ clock: wanted, target: messageClientIdFx });
sample({
  clock: messageClientIdFx.doneData,
  source: $outgoing,
  filter: (o) => o !== null,
  fn: (o, clientId) => ({ conversationId: o?.conversationId ?? '', body: o?.body ?? '', attachments: o?.attachments ?? [], clientId }),
  target: sendMessageFx,
});
sample({ clock: imagePicked, target: uploadAttachmentFx });
$draft.reset(sendMessageFx.done);

// "Message the seller" and the order page's chat: signed out, the login comes first; signed in, the
// conversation (the pair's, or the order's own) opens in the chat window over the page where the widget
// shows, in the inbox where it may not (limited region, no consent).
sample({ clock: [messageSellerClicked, orderChatClicked], filter: $isLoggedIn.map((x) => !x), target: loginModalOpened });
sample({ clock: messageSellerClicked, filter: $isLoggedIn, target: openConversationFx });
sample({ clock: orderChatClicked, filter: $isLoggedIn, target: openOrderConversationFx });
const conversationOpened = sample({ clock: [openConversationFx.doneData, openOrderConversationFx.doneData], fn: ({ conversationId }) => conversationId });
sample({ clock: conversationOpened, filter: $showChatWidget, target: conversationShown });
sample({
  clock: conversationOpened,
  filter: $showChatWidget.map((shown) => !shown),
  fn: (conversationId) => ({ to: `/dashboard/inbox?c=${encodeURIComponent(conversationId)}`, replace: false }),
  target: navigationRequested,
});
