import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError, type SupportTicketState } from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { SupportDeskStore, SupportTicketRecord } from './ports.ts';

const NOT_FOUND = () => domainError('NOT_FOUND', 'Ticket not found', { field: 'ticketId' });

/** The audit log keeps the start of the reply as its reason: enough to recognise it, not a second copy of the mail. */
const REASON_LENGTH = 200;

/** The mail a reply becomes; the ticket id in the subject threads follow-ups in both mailboxes. */
function replyMail(ticket: SupportTicketRecord, body: string): { readonly to: string; readonly subject: string; readonly text: string } {
  return {
    to: ticket.email,
    subject: `Re: ${ticket.subject} [${ticket.id}]`,
    text: `Hello ${ticket.name},\n\n${body}\n\n— Support team\nReply to this e-mail to continue; your ticket is ${ticket.id}.\n\n> ${ticket.message.split('\n').join('\n> ')}`,
  };
}

/**
 * The support desk (issue 15's staff panel): the tickets of /support and
 * the DMCA form, oldest first, and the staff answer — e-mailed to the
 * address on the ticket, since visitors write without an account. A reply
 * leaves the ticket `answered` (the visitor may write back by mail); closing
 * needs no reply (spam, solved by phone). A reply to a closed ticket reopens
 * it as answered: a follow-up must not be refused. Every answer writes the
 * staff audit log in the same unit of work as the change and the mail.
 */
export class SupportDesk {
  constructor(
    private readonly store: SupportDeskStore,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, input: { readonly state?: SupportTicketState | undefined }): Promise<Result<readonly SupportTicketRecord[], DomainError>> {
    const staff = requirePermission(actor, 'support.answer');
    if (staff.isErr()) return err(staff.error);
    return ok(await this.store.list(input.state ?? 'open', 100));
  }

  async answer(actor: Actor, input: { readonly ticketId: string; readonly reply: string; readonly close: boolean }): Promise<Result<SupportTicketRecord, DomainError>> {
    const staff = requirePermission(actor, 'support.answer');
    if (staff.isErr()) return err(staff.error);
    const body = input.reply.trim();
    if (body === '' && !input.close) return err(domainError('VALIDATION_FAILED', 'Write a reply or close the ticket', { field: 'reply' }));
    return this.uow.run(async () => {
      const ticket = await this.store.find(input.ticketId);
      if (ticket === undefined) return err(NOT_FOUND());
      const at = this.clock.now();
      const state: SupportTicketState = input.close ? 'closed' : 'answered';
      await this.store.answer(ticket.id, {
        state,
        reply: body === '' ? null : { staffId: staff.value, body, at },
        mail: body === '' ? null : replyMail(ticket, body),
        audit: { at, staffId: staff.value, action: input.close ? 'support.close' : 'support.reply', reason: body === '' ? 'Closed without a reply' : body.slice(0, REASON_LENGTH), details: { before: ticket.state, after: state } },
      });
      const answered = await this.store.find(ticket.id);
      return answered === undefined ? err(NOT_FOUND()) : ok(answered);
    });
  }
}
