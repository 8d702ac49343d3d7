import * as v from 'valibot';
import { SUPPORT_LIMITS, SUPPORT_TOPICS } from '../../domain/index.ts';
import { languageCode } from '../shared/index.ts';

/*
 * POST /api/support/tickets: the contact form of /support and the takedown
 * form of /legal/dmca-notice. Answers 201 with the ticket's id, which the
 * visitor quotes when staff write back by e-mail.
 */

const text = (min: number, max: number) =>
  v.pipe(v.string('must be a string'), v.trim(), v.minLength(min, min <= 1 ? 'is required' : `must be at least ${min} characters`), v.maxLength(max, `must be at most ${max} characters`));

const optionalText = (max: number) => v.optional(v.pipe(v.string('must be a string'), v.trim(), v.maxLength(max, `must be at most ${max} characters`)), '');

export const SupportTicketBody = v.object({
  topic: v.picklist(SUPPORT_TOPICS, `must be one of ${SUPPORT_TOPICS.join(', ')}`),
  name: optionalText(SUPPORT_LIMITS.name),
  email: v.pipe(text(1, SUPPORT_LIMITS.email), v.email('must be an e-mail address')),
  subject: text(1, SUPPORT_LIMITS.subject),
  message: text(SUPPORT_LIMITS.messageMin, SUPPORT_LIMITS.messageMax),
  /** The order the question is about, when there is one. */
  orderId: optionalText(SUPPORT_LIMITS.orderId),
  /** For takedown notices: the page of ours that shows the material. */
  url: optionalText(SUPPORT_LIMITS.url),
  /** The storefront language, so staff answer in it. */
  language: v.optional(languageCode, 'en'),
});
export type SupportTicketBody = v.InferOutput<typeof SupportTicketBody>;

export const SupportTicketAnswer = v.object({ ticketId: v.string() });
export type SupportTicketAnswer = v.InferOutput<typeof SupportTicketAnswer>;
