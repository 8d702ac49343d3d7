import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: DemoParty;
let moderator: DemoParty;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  [admin, moderator] = await Promise.all([demoParty(server, 'admin'), demoParty(server, 'moderator')]);
}, 180_000);

afterAll(async () => {
  for (const party of [admin, moderator]) party?.client.disconnect();
  await server?.stop();
});

interface Ticket {
  id: string;
  state: string;
  email: string;
  subject: string;
  replies: { staffName: string | null; body: string }[];
}

async function openTicket(subject: string): Promise<string> {
  const answer = await call(server, '/api/support/tickets', {
    body: { topic: 'orders', name: 'Ada', email: 'Ada@Example.test', subject, message: 'My order has not arrived after two hours, please help me.', language: 'en' },
  });
  return (answer.body as { ticketId: string }).ticketId;
}

const mailsTo = (address: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

describe(`the support desk (${DATABASE_KIND})`, () => {
  it('lists open tickets oldest first; a reply is e-mailed to the ticket, kept on it, audited, and moves it to answered', async () => {
    const first = await openTicket('Where is my gold?');
    const second = await openTicket('Refund please');
    const open = (await moderator.client.call('supportTickets', {})) as Ticket[];
    const ids = open.map((t) => t.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

    const mailsBefore = (await mailsTo('ada@example.test')).length;
    const answered = (await moderator.client.call('answerSupportTicket', { ticketId: first, reply: '  The seller delivered it a minute ago; check your mailbox in game.  ', close: false })) as Ticket;
    expect(answered).toMatchObject({ id: first, state: 'answered', replies: [{ staffName: 'DemoModerator', body: 'The seller delivered it a minute ago; check your mailbox in game.' }] });
    const mails = await mailsTo('ada@example.test');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: `Re: Where is my gold? [${first}]`, template: 'SUPPORT_REPLY' });
    expect(mails.at(-1)?.text).toContain('The seller delivered it a minute ago');
    const audit = await server.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, first));
    expect(audit.map((a) => [a.action, a.staffId, a.targetType])).toEqual([['support.reply', moderator.id, 'supportTicket']]);

    expect(((await admin.client.call('supportTickets', {})) as Ticket[]).map((t) => t.id)).not.toContain(first);
    expect(((await admin.client.call('supportTickets', { state: 'answered' })) as Ticket[]).map((t) => t.id)).toContain(first);
  });

  it('closes a ticket without a reply (no mail), and a later reply reopens it as answered', async () => {
    const id = await openTicket('Spam or not');
    const mailsBefore = (await mailsTo('ada@example.test')).length;
    expect(((await admin.client.call('answerSupportTicket', { ticketId: id, reply: '', close: true })) as Ticket).state).toBe('closed');
    expect(await mailsTo('ada@example.test')).toHaveLength(mailsBefore);
    expect(((await admin.client.call('supportTickets', { state: 'closed' })) as Ticket[]).map((t) => t.id)).toContain(id);
    expect(((await admin.client.call('answerSupportTicket', { ticketId: id, reply: 'Sorry, we closed this by mistake.', close: false })) as Ticket).state).toBe('answered');
  });

  it('refuses buyers and sellers, an empty answer, an unknown ticket and malformed input, naming the field', async () => {
    const id = await openTicket('Refusals');
    const customer = await demoParty(server, 'customer');
    expect(await callError(customer.client, 'supportTickets', {})).toMatchObject({ error: 403 });
    expect(await callError(customer.client, 'answerSupportTicket', { ticketId: id, reply: 'hi', close: false })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'answerSupportTicket', { ticketId: id, reply: '   ', close: false })).toMatchObject({ error: 400, details: { field: 'reply' } });
    expect(await callError(admin.client, 'answerSupportTicket', { ticketId: 'tk_nosuchticket', reply: 'Hello', close: false })).toMatchObject({ error: 404 });
    expect(await callError(admin.client, 'answerSupportTicket', { ticketId: 'DROP TABLE', reply: 'Hello', close: false })).toMatchObject({ error: 400, details: { field: 'params.0.ticketId' } });
    expect(await callError(admin.client, 'supportTickets', { state: 'lost' })).toMatchObject({ error: 400, details: { field: 'params.0.state' } });
    customer.client.disconnect();
  });
});
