import { ok, type Result } from 'neverthrow';
import type { DomainError, SupportTopic } from '../../domain/index.ts';
import type { Outbox, UnitOfWork } from '../shared/ports/index.ts';
import type { SupportTicketStore, TicketIds } from './ports/index.ts';

export interface SupportRequest {
  readonly topic: SupportTopic;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly orderId: string;
  readonly url: string;
  readonly language: string;
}

/**
 * Opens a ticket in the staff queue from the contact form (or the DMCA
 * takedown form). The ticket and its `SupportTicketOpened` event are written
 * in one unit of work, so the mail to staff and the queue's live view hear of
 * exactly the tickets that were stored. The user is the session's, never the
 * form's; the e-mail is lower-cased so replies to one person thread together.
 */
export class OpenSupportTicket {
  constructor(
    private readonly deps: { readonly store: SupportTicketStore; readonly ids: TicketIds; readonly unitOfWork: UnitOfWork; readonly outbox: Outbox },
  ) {}

  execute(caller: { readonly userId: string | null }, request: SupportRequest): Promise<Result<{ readonly ticketId: string }, DomainError>> {
    const id = this.deps.ids.ticketId();
    return this.deps.unitOfWork.run(async () => {
      await this.deps.store.add({
        id,
        topic: request.topic,
        name: request.name,
        email: request.email.toLowerCase(),
        subject: request.subject,
        message: request.message,
        orderId: request.orderId === '' ? null : request.orderId,
        url: request.url === '' ? null : request.url,
        language: request.language,
        userId: caller.userId,
      });
      await this.deps.outbox.add({ type: 'SupportTicketOpened', collection: 'supportTickets', id });
      return ok({ ticketId: id });
    });
  }
}
