import { randomBytes } from 'node:crypto';
import type { NewSupportTicket, SupportTicketStore, TicketIds } from '../../../../application/content/index.ts';
import type { Database } from '../shared/database.ts';
import { supportTickets } from '../schema.ts';

/** Tickets as rows of `support_tickets`; the insert joins the ambient unit of work. */
export class SqlSupportTicketStore implements SupportTicketStore {
  constructor(private readonly db: Database) {}

  async add(ticket: NewSupportTicket): Promise<void> {
    await this.db.insert(supportTickets).values(ticket);
  }
}

/** `tk_` and 10 random base-32 characters: unguessable, and short enough to read out over the phone. */
export class RandomTicketIds implements TicketIds {
  ticketId(): string {
    const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
    return `tk_${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
  }
}
