import type SimpleDDP from 'simpleddp';
import { and, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let other: Party;
let n = 0;
const clientId = () => `ctl-${process.pid}-${(n += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

type Conversation = { id: string; unread: number; archived: boolean; muted: boolean; blocked: boolean; counterpartLastRead: number; counterpartTypingUntil: string | null };
const inbox = (p: Party) => p.client.collection('conversations').fetch() as unknown as Conversation[];
const badge = (p: Party) => (p.client.collection('unseenCounts').fetch() as unknown as { messages: number }[])[0]?.messages;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, other] = await Promise.all([login('customer'), login('seller'), login('bulk-seller')]);
  for (const p of [buyer, seller]) {
    await p.client.subscribe('conversations').ready();
    await p.client.subscribe('unseenCounts').ready();
  }
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, other]) p.client.disconnect();
  await server.stop();
});

describe(`controlling conversations (${DATABASE_KIND})`, () => {
  it('read receipts and typing reach the other party live', async () => {
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    const { seq } = (await buyer.client.call('sendMessage', { conversationId, body: 'Did you see this?', clientId: clientId() })) as { seq: number };
    await seller.client.call('markRead', { conversationId, lastId: seq });
    await expect.poll(() => inbox(buyer).find((c) => c.id === conversationId)?.counterpartLastRead).toBe(seq);
    await seller.client.call('typing', { conversationId });
    await expect.poll(() => inbox(buyer).find((c) => c.id === conversationId)?.counterpartTypingUntil ?? null).not.toBeNull();
  });

  it('muting leaves the conversation listed but out of the badge; archiving hides it until a new message', async () => {
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    const before = badge(seller) ?? 0;
    expect(await seller.client.call('muteUser', { userId: buyer.id, muted: true })).toEqual({ mutedUserIds: [buyer.id] });
    await buyer.client.call('sendMessage', { conversationId, body: 'Muted hello', clientId: clientId() });
    await expect.poll(() => inbox(seller).find((c) => c.id === conversationId)).toMatchObject({ muted: true, unread: expect.any(Number) });
    expect(badge(seller)).toBeLessThanOrEqual(before);
    await seller.client.call('muteUser', { userId: buyer.id, muted: false });
    await expect.poll(() => badge(seller)).toBeGreaterThan(0);

    expect(await seller.client.call('archiveConversation', { conversationId, archived: true })).toEqual({ conversationId, archived: true });
    await expect.poll(() => inbox(seller).find((c) => c.id === conversationId)?.archived).toBe(true);
    await buyer.client.call('sendMessage', { conversationId, body: 'Back again', clientId: clientId() });
    await expect.poll(() => inbox(seller).find((c) => c.id === conversationId)?.archived).toBe(false);
  });

  it('a block closes the conversation both ways until it is lifted, without saying who blocked', async () => {
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    expect(await seller.client.call('blockUser', { userId: buyer.id, blocked: true })).toEqual({ blockedUserIds: [buyer.id] });
    expect(await callError(buyer.client, 'sendMessage', { conversationId, body: 'hello?', clientId: clientId() })).toMatchObject({ error: 403, details: { code: 'USER_BLOCKED' } });
    expect(await callError(seller.client, 'sendMessage', { conversationId, body: 'hi', clientId: clientId() })).toMatchObject({ error: 403, details: { code: 'USER_BLOCKED' } });
    expect(await callError(buyer.client, 'openConversation', { userId: seller.id })).toMatchObject({ error: 403 });
    await expect.poll(() => inbox(seller).find((c) => c.id === conversationId)?.blocked).toBe(true);
    expect(inbox(buyer).find((c) => c.id === conversationId)?.blocked).toBe(false);
    expect(await seller.client.call('blockUser', { userId: buyer.id, blocked: false })).toEqual({ blockedUserIds: [] });
    expect(await buyer.client.call('sendMessage', { conversationId, body: 'thanks', clientId: clientId() })).toMatchObject({ conversationId });
  });

  it('reports the other party’s message once to staff, who resolve it; strangers and one’s own messages cannot be reported', async () => {
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    const { seq } = (await seller.client.call('sendMessage', { conversationId, body: 'Pay me outside the site', clientId: clientId() })) as { seq: number };
    expect(await buyer.client.call('reportMessage', { conversationId, seq, reason: 'Asks to pay outside' })).toEqual({ reported: true });
    expect(await buyer.client.call('reportMessage', { conversationId, seq, reason: 'Again' })).toEqual({ reported: true });
    expect(await callError(seller.client, 'reportMessage', { conversationId, seq, reason: 'my own' })).toMatchObject({ error: 404 });
    expect(await callError(other.client, 'reportMessage', { conversationId, seq, reason: 'not mine' })).toMatchObject({ error: 404, details: { code: 'CONVERSATION_NOT_FOUND' } });
    expect(await callError(buyer.client, 'messageReports')).toMatchObject({ error: 403 });

    const moderator = await login('admin');
    const reports = (await moderator.client.call('messageReports')) as { id: string; body: string; reason: string }[];
    const mine = reports.filter((r) => r.body === 'Pay me outside the site');
    expect(mine).toEqual([expect.objectContaining({ reason: 'Asks to pay outside' })]);
    expect(await moderator.client.call('resolveMessageReport', { reportId: mine[0]?.id })).toMatchObject({ status: 'resolved' });
    expect(await callError(moderator.client, 'resolveMessageReport', { reportId: mine[0]?.id })).toMatchObject({ error: 404, details: { code: 'MESSAGE_REPORT_NOT_FOUND' } });
    // Closing a report is a staff action on record, once.
    const audit = await server.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.targetType, 'message_report'), eq(staffAuditLog.targetId, String(mine[0]?.id))));
    expect(audit.map((a) => [a.action, a.staffId])).toEqual([['message.report.resolve', moderator.id]]);
    moderator.client.disconnect();
  });

  it('searches the caller’s own conversations by name and by message', async () => {
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    await buyer.client.call('sendMessage', { conversationId, body: 'Looking for the Galaxy skin', clientId: clientId() });
    expect(await buyer.client.call('searchConversations', { q: 'galaxy' })).toEqual({ conversationIds: [conversationId] });
    expect(await other.client.call('searchConversations', { q: 'galaxy' })).toEqual({ conversationIds: [] });
    expect(await buyer.client.call('searchConversations', { q: '%' })).toEqual({ conversationIds: [] });
  });
});
