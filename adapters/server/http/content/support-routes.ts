import type { FastifyInstance } from 'fastify';
import type { OpenSupportTicket } from '../../../../application/content/index.ts';
import { SupportTicketBody, type SupportTicketAnswer } from '../../../../contracts/content/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseBody } from '../shared/validation.ts';

/** A message is at most 5,000 characters; anything near this is not a ticket. */
const TICKET_BODY_LIMIT = 32 * 1024;

/**
 * POST /api/support/tickets: the contact form of /support and the takedown
 * form of /legal/dmca-notice. 201 with the ticket id; 400 naming the field for
 * bad input. Open to visitors (a buyer locked out of the account must still
 * reach support); the /api rate limit of http-app.ts applies.
 */
export function registerSupportRoutes(app: FastifyInstance, deps: { readonly openSupportTicket: OpenSupportTicket }): void {
  app.post('/api/support/tickets', { bodyLimit: TICKET_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(SupportTicketBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const actor = await request.actor;
    const opened = await deps.openSupportTicket.execute({ userId: actor.userId }, body.value);
    if (opened.isErr()) return sendDomainError(reply, opened.error);
    const answer: SupportTicketAnswer = { ticketId: opened.value.ticketId };
    return reply.code(201).header('cache-control', 'no-store').send(answer);
  });
}
