import type { SupportTopic } from '../../../domain/index.ts';

/** A support ticket as stored: checked, and stamped by the server with the session's user. */
export interface NewSupportTicket {
  readonly id: string;
  readonly topic: SupportTopic;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly orderId: string | null;
  readonly url: string | null;
  readonly language: string;
  readonly userId: string | null;
}

/** The staff queue's storage; tickets are written inside the caller's unit of work. */
export interface SupportTicketStore {
  add(ticket: NewSupportTicket): Promise<void>;
}

/** New ticket ids (`tk_…`), short enough to quote in an e-mail. */
export interface TicketIds {
  ticketId(): string;
}
