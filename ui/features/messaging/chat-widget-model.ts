import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ContactDoc } from '../../../contracts/messaging/contacts.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $showChatWindow, chatWindowClosed, conversationShown } from './chat-window-state.ts';
import { $conversations, openConversationFx } from './model.ts';

/*
 * The chat window's side list: the user's contacts (the `contacts`
 * publication, followed while the window is open) joined with their
 * conversations for the unread count and the last line. Picking one shows
 * its conversation, started first when there is none yet.
 */

type Live<D> = D & { readonly id: string };

export const watchContactsFx = createEffect<void, void>();
export const stopContactsFx = createEffect<void, void>();

export const contactsReceived = createEvent<readonly Live<ContactDoc>[]>();
/** A contact picked in the window (their user id). */
export const contactPicked = createEvent<string>();

/** The contacts, most recent first (documents arrive in any order). */
export const $contacts = createStore<readonly Live<ContactDoc>[] | null>(null, { sid: 'messaging/$contacts', serialize: 'ignore' })
  .on(contactsReceived, (_, docs) => [...docs].sort((a, b) => b.lastAt.localeCompare(a.lastAt)))
  .reset(stopContactsFx);

export interface ContactRow {
  readonly userId: string;
  readonly name: string;
  readonly slug: string;
  readonly online: boolean;
  readonly conversationId: string | null;
  readonly unread: number;
  readonly lastBody: string | null;
  readonly lastMine: boolean;
}

/** What the window lists: each contact with its conversation's unread count and last line, if they have one. */
export const $contactRows = combine($contacts, $conversations, (contacts, conversations): readonly ContactRow[] | null => {
  if (contacts === null) return null;
  return contacts.map((c) => {
    const conversation = conversations?.find((x) => x.counterpartId === c.id) ?? null;
    return {
      userId: c.id,
      name: c.username,
      slug: c.slug,
      online: c.online,
      conversationId: conversation?.id ?? null,
      unread: conversation?.unread ?? 0,
      lastBody: conversation?.lastBody ?? null,
      lastMine: conversation?.lastMine ?? false,
    };
  });
});

sample({ clock: $showChatWindow.updates, filter: Boolean, target: watchContactsFx });
sample({ clock: $showChatWindow.updates, filter: (open) => !open, target: stopContactsFx });
sample({ clock: $isLoggedIn.updates, filter: (loggedIn) => !loggedIn, target: chatWindowClosed });

// A contact with a conversation shows it at once; one without gets it started (openConversation) first.
const picked = sample({ clock: contactPicked, source: $contactRows, fn: (rows, userId) => ({ userId, conversationId: rows?.find((r) => r.userId === userId)?.conversationId ?? null }) });
sample({ clock: picked, filter: (p) => p.conversationId !== null, fn: (p) => p.conversationId ?? '', target: conversationShown });
sample({ clock: picked, filter: (p) => p.conversationId === null, fn: (p) => p.userId, target: openConversationFx });
