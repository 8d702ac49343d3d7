import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, supportTickets } from '../../../adapters/server/persistence/schema.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const ticket = (overrides: Record<string, unknown> = {}) => ({
  topic: 'orders',
  name: 'Ada',
  email: 'Ada.Buyer@Example.test',
  subject: 'My gold has not arrived',
  message: 'I paid for 10k gold two hours ago and the seller has not answered in chat.',
  orderId: 'ord_123',
  language: 'de',
  ...overrides,
});

describe(`POST /api/support/tickets on ${DATABASE_KIND}`, () => {
  it('opens a ticket in the staff queue with its outbox event and answers its id', async () => {
    const answer = await call(server, '/api/support/tickets', { body: ticket() });
    expect(answer.status).toBe(201);
    const ticketId = (answer.body as { ticketId: string }).ticketId;
    expect(ticketId).toMatch(/^tk_[a-z2-9]{10}$/);
    const [row] = await server.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(row).toMatchObject({ topic: 'orders', state: 'open', email: 'ada.buyer@example.test', orderId: 'ord_123', url: null, language: 'de', userId: null });
    const events = await server.database.db.select().from(outbox).where(and(eq(outbox.collection, 'supportTickets'), eq(outbox.subjectId, ticketId)));
    expect(events.map((e) => e.type)).toEqual(['SupportTicketOpened']);
  });

  it('takes a DMCA notice with the page it names', async () => {
    const answer = await call(server, '/api/support/tickets', { body: ticket({ topic: 'dmca', orderId: undefined, url: 'https://example.test/product/1' }) });
    expect(answer.status).toBe(201);
    const [row] = await server.database.db.select().from(supportTickets).where(eq(supportTickets.id, (answer.body as { ticketId: string }).ticketId));
    expect(row?.url).toBe('https://example.test/product/1');
  });

  it.each([
    ['email', { email: 'not-an-address' }],
    ['message', { message: 'too short' }],
    ['topic', { topic: 'refund-me-now' }],
    ['subject', { subject: '   ' }],
  ])('refuses a bad %s with 400 naming the field, and stores nothing', async (field, overrides) => {
    const before = (await server.database.db.select().from(supportTickets)).length;
    const answer = await call(server, '/api/support/tickets', { body: ticket(overrides) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
    expect((await server.database.db.select().from(supportTickets)).length).toBe(before);
  });
});
