import * as v from 'valibot';
import { SUPPORT_TICKET_STATES, SUPPORT_TOPICS } from '../../domain/index.ts';
import { ddpMethod, list } from '../shared/index.ts';

/** The support desk on the wire: the tickets of /support and /legal/dmca-notice as staff work them (issue 15). */

const ticketId = v.pipe(v.string(), v.regex(/^tk_[A-Za-z0-9_-]{4,40}$/, 'must be a ticket id'));

export const SupportReplySchema = v.object({ staffId: v.string(), staffName: v.nullable(v.string()), body: v.string(), at: v.date() });

export const SupportTicketSchema = v.object({
  id: v.string(),
  topic: v.picklist(SUPPORT_TOPICS),
  state: v.picklist(SUPPORT_TICKET_STATES),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  message: v.string(),
  orderId: v.nullable(v.string()),
  url: v.nullable(v.string()),
  language: v.string(),
  userId: v.nullable(v.string()),
  createdAt: v.date(),
  replies: list(SupportReplySchema),
});
export type SupportTicketAnswer = v.InferOutput<typeof SupportTicketSchema>;

/** `supportTickets({ state? })`: open tickets by default, oldest first (the one waiting longest on top); permission `support.answer`. */
export const SupportTicketsMethod = ddpMethod(
  'supportTickets',
  v.tuple([v.object({ state: v.optional(v.picklist(SUPPORT_TICKET_STATES, `must be one of ${SUPPORT_TICKET_STATES.join(', ')}`)) })]),
  list(SupportTicketSchema),
);

/**
 * `answerSupportTicket({ ticketId, reply, close })`: the reply is e-mailed to
 * the ticket's address and kept on the ticket; `close` ends it (no reply
 * needed then, e.g. spam). Written to the staff audit log.
 */
export const AnswerSupportTicketMethod = ddpMethod(
  'answerSupportTicket',
  v.tuple([
    v.object({
      ticketId,
      reply: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'must be at most 5,000 characters')),
      close: v.boolean(),
    }),
  ]),
  SupportTicketSchema,
);
