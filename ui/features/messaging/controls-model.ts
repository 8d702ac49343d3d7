import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { DomainError } from '../../../domain/index.ts';
import { $conversations, $draft, $openConversation, $openConversationId, draftTyped, inboxReceived } from './model.ts';

/*
 * What a user does to a conversation besides writing: block or mute its
 * counterpart, archive it, report a message, search the inbox, show that
 * they are typing; and what they see of the other side: "typing…" while
 * the mark lasts, "Seen" under what the other party has read.
 */

export const blockFx = createEffect<{ userId: string; blocked: boolean }, unknown, DomainError>();
export const muteFx = createEffect<{ userId: string; muted: boolean }, unknown, DomainError>();
export const archiveFx = createEffect<{ conversationId: string; archived: boolean }, unknown, DomainError>();
export const reportFx = createEffect<{ conversationId: string; seq: number; reason: string }, unknown, DomainError>();
export const searchFx = createEffect<string, { readonly conversationIds: readonly string[] }, DomainError>();
/** Tells the server the user is typing; the binding sends at most one every few seconds per conversation. */
export const typingFx = createEffect<string, unknown, DomainError>();
/** Waits until a moment (ms since the epoch): when the counterpart's typing mark runs out (at once if it has). */
export const typingExpiryFx = createEffect<number, void>();

export const blockToggled = createEvent();
export const muteToggled = createEvent();
export const archiveToggled = createEvent();
export const archivedShown = createEvent<boolean>();
export const reportOpened = createEvent<number>();
export const reportReasonTyped = createEvent<string>();
export const reportSent = createEvent();
export const reportClosed = createEvent();
export const searchTyped = createEvent<string>();

export const $showArchived = createStore(false, { sid: 'messaging/$showArchived', serialize: 'ignore' }).on(archivedShown, (_, on) => on);
export const $search = createStore('', { sid: 'messaging/$search', serialize: 'ignore' }).on(searchTyped, (_, q) => q);
const $matches = createStore<readonly string[] | null>(null, { serialize: 'ignore' })
  .on(searchFx.doneData, (_, r) => r.conversationIds)
  .on(searchTyped, (matches, q) => (q.trim().length < 2 ? null : matches));
/** The list as shown: archived ones only on the archive tab, and only matches while searching. */
export const $shownConversations = combine($conversations, $showArchived, $matches, (list, archived, matches) =>
  list === null ? null : list.filter((c) => c.archived === archived && (matches === null || matches.includes(c.id))),
);
/** The message being reported and the reason typed, while the dialog is open. */
export const $reporting = createStore<{ readonly seq: number; readonly reason: string } | null>(null, { sid: 'messaging/$reporting', serialize: 'ignore' })
  .on(reportOpened, (_, seq) => ({ seq, reason: '' }))
  .on(reportReasonTyped, (r, reason) => (r === null ? null : { ...r, reason }))
  .on([reportClosed, reportFx.done], () => null);
export const $reported = createStore<readonly number[]>([], { serialize: 'ignore' }).on(reportFx.done, (seqs, { params }) => [...seqs, params.seq]);
export const $controlError = createStore<string | null>(null, { serialize: 'ignore' })
  .on([blockFx.failData, muteFx.failData, archiveFx.failData, reportFx.failData], (_, e) => e.code)
  .reset([blockToggled, muteToggled, archiveToggled, reportSent]);

/** The counterpart's latest typing mark, and whether it still runs: set by the mark, cleared when the latest one runs out. */
const typingUntil = sample({ clock: [inboxReceived, $openConversationId.updates], source: $openConversation, fn: (c) => (c?.counterpartTypingUntil == null ? 0 : Date.parse(c.counterpartTypingUntil)) });
const $typingUntil = createStore(0, { serialize: 'ignore' }).on(typingUntil, (_, until) => until);
export const $counterpartTyping = createStore(false, { serialize: 'ignore' }).on(typingUntil, (_, until) => until > 0);
sample({ clock: typingUntil, filter: (until) => until > 0, target: typingExpiryFx });
sample({ clock: typingExpiryFx.done, source: $typingUntil, filter: (latest, { params }) => latest === params, fn: () => false, target: $counterpartTyping });

sample({ clock: blockToggled, source: $openConversation, filter: Boolean, fn: (c) => ({ userId: c.counterpartId, blocked: !c.blocked }), target: blockFx });
sample({ clock: muteToggled, source: $openConversation, filter: Boolean, fn: (c) => ({ userId: c.counterpartId, muted: !c.muted }), target: muteFx });
sample({ clock: archiveToggled, source: $openConversation, filter: Boolean, fn: (c) => ({ conversationId: c.id, archived: !c.archived }), target: archiveFx });
sample({
  clock: reportSent,
  source: { id: $openConversationId, r: $reporting },
  filter: ({ id, r }) => id !== null && r !== null && r.reason.trim().length >= 3,
  fn: ({ id, r }) => ({ conversationId: id ?? '', seq: r?.seq ?? 0, reason: r?.reason.trim() ?? '' }),
  target: reportFx,
});
sample({ clock: searchTyped, filter: (q) => q.trim().length >= 2, fn: (q) => q.trim(), target: searchFx });
sample({ clock: draftTyped, source: { id: $openConversationId, draft: $draft }, filter: ({ id, draft }) => id !== null && draft.trim() !== '', fn: ({ id }) => id ?? '', target: typingFx });
