import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SupportAnswer, SupportDeskStore, SupportReply, SupportTicketRecord } from '../../../../application/staff/ports.ts';
import type { SupportTicketState, SupportTopic } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { mailOutbox, staffAuditLog, supportTicketReplies, supportTickets, users } from '../schema.ts';

type TicketRow = typeof supportTickets.$inferSelect;

/** `support_tickets` with their `support_ticket_replies`; an answer writes reply, state, mail and audit line in the caller's transaction. */
export class SqlSupportDesk implements SupportDeskStore {
  constructor(private readonly db: Database) {}

  async list(state: SupportTicketState, limit: number): Promise<readonly SupportTicketRecord[]> {
    const rows = await this.db.select().from(supportTickets).where(eq(supportTickets.state, state)).orderBy(asc(supportTickets.createdAt), asc(supportTickets.id)).limit(limit);
    return this.withReplies(rows);
  }

  async find(ticketId: string): Promise<SupportTicketRecord | undefined> {
    const rows = await this.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1);
    const [ticket] = await this.withReplies(rows);
    return ticket;
  }

  async answer(ticketId: string, answer: SupportAnswer): Promise<void> {
    await this.db.update(supportTickets).set({ state: answer.state }).where(eq(supportTickets.id, ticketId));
    if (answer.reply !== null) await this.db.insert(supportTicketReplies).values({ ticketId, ...answer.reply });
    // The e-mail goes through the same outbox as the account mails, sent after commit.
    if (answer.mail !== null) await this.db.insert(mailOutbox).values({ ...answer.mail, template: 'SUPPORT_REPLY' });
    const { details, ...audit } = answer.audit;
    await this.db.insert(staffAuditLog).values({ ...audit, targetType: 'supportTicket', targetId: ticketId, details: details === undefined ? null : { ...details } });
  }

  private async withReplies(rows: readonly TicketRow[]): Promise<readonly SupportTicketRecord[]> {
    if (rows.length === 0) return [];
    const replies = await this.db
      .select({
        ticketId: supportTicketReplies.ticketId,
        staffId: supportTicketReplies.staffId,
        staffName: sql<string | null>`(SELECT ${users.username} FROM ${users} WHERE ${users.id} = ${supportTicketReplies.staffId})`,
        body: supportTicketReplies.body,
        at: supportTicketReplies.at,
      })
      .from(supportTicketReplies)
      .where(inArray(supportTicketReplies.ticketId, rows.map((row) => row.id)))
      .orderBy(asc(supportTicketReplies.id));
    const byTicket = new Map<string, SupportReply[]>();
    for (const { ticketId, ...reply } of replies) byTicket.set(ticketId, [...(byTicket.get(ticketId) ?? []), reply]);
    return rows.map((row) => ({ ...row, topic: row.topic as SupportTopic, state: row.state as SupportTicketState, replies: byTicket.get(row.id) ?? [] }));
  }
}
