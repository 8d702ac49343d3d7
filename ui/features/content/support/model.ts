import { createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import type { SupportTopic } from '../../../../domain/index.ts';
import { SupportTicketAnswer, SupportTicketBody } from '../../../../contracts/content/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $language } from '../../shared/language/model.ts';
import { pageResolved } from '../../shared/page/model.ts';

/*
 * The contact form of /support and the takedown form of /legal/dmca-notice:
 * checked in the browser with the same contract the server parses (so the
 * visitor sees which field to fix before sending), then POSTed; the answer's
 * ticket id is shown. The FAQ's search box filters the questions as one types.
 */

export type TicketField = 'topic' | 'name' | 'email' | 'subject' | 'message' | 'orderId' | 'url';
export type TicketForm = Readonly<Record<TicketField, string>>;

const EMPTY_FORM: TicketForm = { topic: 'orders', name: '', email: '', subject: '', message: '', orderId: '', url: '' };

export const ticketFieldChanged = createEvent<{ readonly field: TicketField; readonly value: string }>();
export const ticketSubmitted = createEvent<{ readonly topic?: SupportTopic }>();
export const faqQueryChanged = createEvent<string>();

export const submitTicketFx = apiEffect((body: SupportTicketBody) => ({ method: 'POST', path: '/api/support/tickets', body }), SupportTicketAnswer);

export const $ticketForm = createStore<TicketForm>(EMPTY_FORM, { sid: 'support/$ticketForm', serialize: 'ignore' })
  .on(ticketFieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .reset([pageResolved, submitTicketFx.done]);

/** The field the form or the server refused, and why (the contract's message, e.g. "must be an e-mail address"). */
export const $ticketError = createStore<{ readonly field: string; readonly message: string } | null>(null, { sid: 'support/$ticketError', serialize: 'ignore' }).reset([pageResolved, ticketFieldChanged, submitTicketFx.done]);
export const $ticketSentId = createStore<string | null>(null, { sid: 'support/$ticketSentId', serialize: 'ignore' })
  .on(submitTicketFx.doneData, (_, answer) => answer.ticketId)
  .reset([pageResolved, ticketFieldChanged]);
export const $ticketSending = submitTicketFx.pending;

export const $faqQuery = createStore('', { sid: 'support/$faqQuery', serialize: 'ignore' }).on(faqQueryChanged, (_, q) => q).reset(pageResolved);

/** The form as the contract parses it, or the first refused field. */
export function checkTicket(form: TicketForm, topic: SupportTopic | undefined, language: string): { readonly body: SupportTicketBody } | { readonly field: string; readonly message: string } {
  const parsed = v.safeParse(SupportTicketBody, { ...form, topic: topic ?? form.topic, language });
  if (parsed.success) return { body: parsed.output };
  const issue = parsed.issues[0];
  return { field: v.getDotPath(issue) ?? 'form', message: issue.message };
}

const checked = sample({
  clock: ticketSubmitted,
  source: { form: $ticketForm, language: $language },
  fn: ({ form, language }, { topic }) => checkTicket(form, topic, language),
});
type Checked = ReturnType<typeof checkTicket>;
type Refusal = { readonly field: string; readonly message: string };
sample({ clock: checked, filter: (c: Checked): c is { readonly body: SupportTicketBody } => 'body' in c, fn: (c) => c.body, target: submitTicketFx });
sample({ clock: checked, filter: (c: Checked): c is Refusal => 'field' in c, target: $ticketError });
sample({
  clock: submitTicketFx.failData,
  fn: (error) => ({ field: typeof error.details?.['field'] === 'string' ? String(error.details['field']).replace(/^body\./, '') : 'form', message: error.message }),
  target: $ticketError,
});

/** Whether a FAQ entry matches the search: every word of the query appears in its question or answer. */
export function faqMatches(query: string, entry: { readonly question: string; readonly answer: string }): boolean {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== '');
  const text = `${entry.question} ${entry.answer}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
