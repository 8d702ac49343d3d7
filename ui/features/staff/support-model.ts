import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { SupportTicketAnswer } from '../../../contracts/staff/index.ts';
import type { DomainError, SupportTicketState } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * /dashboard/staff/support, the support desk: the tickets of /support and the
 * DMCA form by state (open first, the one waiting longest on top); open one,
 * write a reply that is e-mailed to the visitor, and/or close it.
 */

export const loadTicketsFx = createEffect<{ readonly state: SupportTicketState }, readonly SupportTicketAnswer[], DomainError>();
export const answerTicketFx = createEffect<{ readonly ticketId: string; readonly reply: string; readonly close: boolean }, SupportTicketAnswer, DomainError>();

export const ticketStateChosen = createEvent<SupportTicketState>();
export const ticketOpened = createEvent<string>();
export const ticketReplyChanged = createEvent<string>();
export const ticketReplySent = createEvent<{ readonly close: boolean }>();

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffSupport');

export const $ticketState = createStore<SupportTicketState>('open', { sid: 'staffSupport/$state', serialize: 'ignore' }).on(ticketStateChosen, (_, s) => s);
export const $tickets = createStore<readonly SupportTicketAnswer[] | null>(null, { sid: 'staffSupport/$tickets', serialize: 'ignore' })
  .on(loadTicketsFx.doneData, (_, tickets) => tickets)
  .on(answerTicketFx.doneData, (tickets, answered) => tickets?.map((t) => (t.id === answered.id ? answered : t)) ?? null);
export const $openedTicketId = createStore<string | null>(null, { sid: 'staffSupport/$opened', serialize: 'ignore' })
  .on(ticketOpened, (current, id) => (current === id ? null : id))
  .reset(ticketStateChosen);
export const $openedTicket = combine($tickets, $openedTicketId, (tickets, id) => tickets?.find((t) => t.id === id) ?? null);
export const $ticketReply = createStore('', { sid: 'staffSupport/$reply', serialize: 'ignore' })
  .on(ticketReplyChanged, (_, reply) => reply)
  .reset([answerTicketFx.done, ticketOpened]);
export const $ticketsError = createStore<string | null>(null, { sid: 'staffSupport/$error', serialize: 'ignore' })
  .on([loadTicketsFx.failData, answerTicketFx.failData], (_, e) => e.code)
  .reset([loadTicketsFx.done, answerTicketFx.done, ticketOpened]);
export const $ticketBusy = answerTicketFx.pending;

sample({ clock: [$open.updates.filter({ fn: Boolean }), ticketStateChosen], source: $ticketState, fn: (state) => ({ state }), target: loadTicketsFx });
sample({
  clock: ticketReplySent,
  source: { id: $openedTicketId, reply: $ticketReply },
  // The server refuses an empty reply that does not close; the button is disabled then too.
  filter: ({ id, reply }, { close }) => id !== null && (close || reply.trim() !== ''),
  fn: ({ id, reply }, { close }) => ({ ticketId: id ?? '', reply: reply.trim(), close }),
  target: answerTicketFx,
});
