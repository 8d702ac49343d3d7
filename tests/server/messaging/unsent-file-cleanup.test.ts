import { eq } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFiles } from '../../../adapters/server/persistence/schema.ts';
import { MESSAGING } from '../../../composition-root/server/messaging.module.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Documents uploaded into a conversation but never sent are deleted, row and
 * bytes, by the hourly cleanup once they are a day old; sent ones, and
 * unsent ones younger than a day, stay. The server's clock is moved on with
 * the test-only hook, which also runs the timers that fell due.
 */

const HOUR = 3_600_000;
let server: TestServer;
let buyer: { readonly client: SimpleDDP; readonly token: string };
let conversationId: string;

beforeAll(async () => {
  server = await startTestServer();
  const account = (prefix: string) => {
    const found = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
    if (found === undefined) throw new Error(prefix);
    return found;
  };
  const client = await connectClient(server.url);
  const login = (await client.call('login', { user: { email: account('customer').email }, password: account('customer').password })) as { token: string };
  buyer = { client, token: login.token };
  conversationId = ((await client.call('openConversation', { userId: account('seller').userId })) as { conversationId: string }).conversationId;
}, 120_000);

afterAll(async () => {
  await buyer?.client.disconnect();
  await server?.stop();
});

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function upload(name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('conversationId', conversationId);
  form.append('file', new Blob([bytesOf(text)]), name);
  const response = await fetch(`${server.url}/api/messages/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
  expect(response.status).toBe(201);
  return String(((await response.json()) as { key: string }).key);
}

const downloaded = async (key: string) => {
  const response = await fetch(`${server.url}/api/messages/files/${key}`, { headers: { authorization: `Bearer ${buyer.token}` } });
  return response.status === 200 ? await response.text() : response.status;
};
const advance = async (ms: number) => expect((await call(server, '/api/test/clock', { body: { advanceMs: ms } })).status).toBe(200);
const rowOf = async (key: string) => (await server.database.db.select({ key: messageFiles.key }).from(messageFiles).where(eq(messageFiles.key, key))).length;
const storedBytes = (key: string) => server.container.get(MESSAGING.FileBytes).get(key.slice('f_'.length));

describe(`unsent message documents are cleaned up (${DATABASE_KIND})`, () => {
  it('deletes a document never sent once it is a day old, its row and its bytes, and keeps sent and younger ones', async () => {
    const sent = await upload('receipt.txt', 'the receipt');
    await buyer.client.call('sendMessage', { conversationId, body: 'Here it is', attachments: [sent], clientId: `cleanup-${process.pid}` });
    const stale = await upload('draft.txt', 'forgotten in the composer');

    // A day is not over yet: the cleanup has run and left it.
    await advance(23 * HOUR);
    expect(await downloaded(stale)).toBe('forgotten in the composer');
    const fresh = await upload('later.txt', 'picked an hour before');

    await advance(2 * HOUR);
    expect(await downloaded(stale)).toBe(404);
    expect(await rowOf(stale)).toBe(0);
    expect(await storedBytes(stale)).toBeUndefined();
    // The sent one stays however old, and an unsent one younger than a day too.
    expect(await downloaded(sent)).toBe('the receipt');
    expect(await downloaded(fresh)).toBe('picked an hour before');
    expect(await rowOf(fresh)).toBe(1);

    // Still armed: a later sweep takes the younger one once its day is over.
    await advance(24 * HOUR);
    expect(await downloaded(fresh)).toBe(404);
    expect(await storedBytes(fresh)).toBeUndefined();
    expect(await downloaded(sent)).toBe('the receipt');
  });
});
