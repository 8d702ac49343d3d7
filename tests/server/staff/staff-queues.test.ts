import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function as(prefix: string) {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  await client.call('login', { user: { email: account.email }, password: account.password });
  return client;
}

describe(`the staff control center (${DATABASE_KIND})`, () => {
  it('counts only the queues each staff role works, and what waits in them', async () => {
    const admin = await as('admin');
    const before = (await admin.call('staffQueues')) as { queue: string; waiting: number }[];
    expect(before.map((q) => q.queue)).toEqual(['disputes', 'withdrawals', 'verifications', 'messageReports', 'offerReports', 'supportTickets', 'content', 'sellerApplications']);
    // A ticket opened through /support is counted at once.
    const opened = await fetch(`${server.url}/api/support/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'orders', name: 'Ada', email: 'ada@example.test', subject: 'Where is my order?', message: 'My order has not arrived yet, please help.', language: 'en' }),
    });
    expect(opened.status).toBeLessThan(300);
    const after = (await admin.call('staffQueues')) as { queue: string; waiting: number }[];
    expect(after.find((q) => q.queue === 'supportTickets')?.waiting).toBe((before.find((q) => q.queue === 'supportTickets')?.waiting ?? 0) + 1);

    const disburser = await as('disburser');
    expect(((await disburser.call('staffQueues')) as { queue: string }[]).map((q) => q.queue)).toEqual(['withdrawals']);
    const moderator = await as('moderator');
    expect(((await moderator.call('staffQueues')) as { queue: string }[]).map((q) => q.queue)).toEqual(['verifications', 'messageReports', 'offerReports', 'supportTickets', 'sellerApplications']);
    // The seeded application waits in the queue.
    expect(((await moderator.call('staffQueues')) as { queue: string; waiting: number }[]).find((q) => q.queue === 'sellerApplications')?.waiting).toBe(1);
    const customer = await as('customer');
    expect(await callError(customer, 'staffQueues')).toMatchObject({ error: 403 });
    for (const c of [admin, disburser, moderator, customer]) c.disconnect();
  });
});
