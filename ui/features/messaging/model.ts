import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ConversationDoc, MessageDoc } from '../../../contracts/messaging/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { loginModalOpened } from '../accounts/login/model.ts';
import { $isLoggedIn, $user } from '../accounts/session/model.ts';
import { $page, navigationRequested } from '../shared/page/model.ts';

/*
 * Messaging in the storefront: the unread badge (the `unseenCounts`
 * publication while signed in), the inbox at /dashboard/inbox (the
 * `conversations` publication) with the open conversation in `?c=` (its
 * `messages`, read as they arrive), and "message the seller" buttons.
 */

type Live<D> = D & { readonly id: string };

export const watchUnseenFx = createEffect<void, void>();
export const stopUnseenFx = createEffect<void, void>();
export const watchInboxFx = createEffect<void, void>();
export const stopInboxFx = createEffect<void, void>();
export const watchMessagesFx = createEffect<string, void>();
export const stopMessagesFx = createEffect<void, void>();
export const openConversationFx = createEffect<string, { readonly conversationId: string }, DomainError>();
export const sendMessageFx = createEffect<{ conversationId: string; body: string; clientId: string }, unknown, DomainError>();
export const markReadFx = createEffect<{ conversationId: string; lastId: number }, unknown, DomainError>();
/** A fresh client id per message: a resend after a dropped connection is the same message. */
export const messageClientIdFx = createEffect<void, string>();

export const unseenReceived = createEvent<readonly Live<{ messages: number; notifications: number }>[]>();
export const inboxReceived = createEvent<readonly Live<ConversationDoc>[]>();
export const messagesReceived = createEvent<readonly Live<MessageDoc>[]>();
export const messageSellerClicked = createEvent<string>();
export const draftTyped = createEvent<string>();
export const sendClicked = createEvent();

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
export const $myId = $user.map((user) => user?.id ?? null);

const $onInbox = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardInbox');
/** The conversation open in the inbox (`?c=`), when signed in on it. */
export const $openConversationId = combine($onInbox, $page, (on, page) => (on ? new URLSearchParams(page.search).get('c') : null));
export const $openConversation = combine($conversations, $openConversationId, (list, id) => list?.find((c) => c.id === id) ?? null);

sample({ clock: $isLoggedIn.updates, filter: Boolean, target: watchUnseenFx });
sample({ clock: $isLoggedIn.updates, filter: (loggedIn) => !loggedIn, target: stopUnseenFx });
sample({ clock: $onInbox.updates, filter: Boolean, target: watchInboxFx });
sample({ clock: $onInbox.updates, filter: (on) => !on, target: stopInboxFx });
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
const wanted = sample({ clock: sendClicked, source: { id: $openConversationId, draft: $draft, busy: $sending }, filter: ({ id, draft, busy }) => id !== null && draft.trim() !== '' && !busy });
const $outgoing = createStore<{ conversationId: string; body: string } | null>(null, { serialize: 'ignore' })
  .on(wanted, (_, { id, draft }) => ({ conversationId: id ?? '', body: draft }))
  .reset(sendMessageFx.finally);
sample({ clock: wanted, target: messageClientIdFx });
sample({ clock: messageClientIdFx.doneData, source: $outgoing, filter: (o) => o !== null, fn: (o, clientId) => ({ conversationId: o?.conversationId ?? '', body: o?.body ?? '', clientId }), target: sendMessageFx });
$draft.reset(sendMessageFx.done);

// "Message the seller": signed out, the login comes first; signed in, the conversation opens in the inbox.
sample({ clock: messageSellerClicked, filter: $isLoggedIn.map((x) => !x), target: loginModalOpened });
sample({ clock: messageSellerClicked, filter: $isLoggedIn, target: openConversationFx });
sample({ clock: openConversationFx.doneData, fn: ({ conversationId }) => ({ to: `/dashboard/inbox?c=${encodeURIComponent(conversationId)}`, replace: false }), target: navigationRequested });
