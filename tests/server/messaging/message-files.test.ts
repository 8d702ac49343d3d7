import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/* Documents in conversations: typed by their bytes, at most 10 MB, downloaded by members only, always as an attachment. */

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
  readonly token: string;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let stranger: Party;
let conversationId: string;
let n = 0;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string; token: string };
  return { client, id: answer.id, token: answer.token };
}

async function upload(p: Party | null, name: string, bytes: Uint8Array, conversation = conversationId): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('conversationId', conversation);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/messages/files`, { method: 'POST', body: form, headers: p === null ? {} : { authorization: `Bearer ${p.token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const download = (p: Party | null, key: string) => fetch(`${server.url}/api/messages/files/${key}`, { headers: p === null ? {} : { authorization: `Bearer ${p.token}` } });
const text = (s: string) => new TextEncoder().encode(s);
const PDF = text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]);

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, stranger] = await Promise.all([login('customer'), login('seller'), login('blogger')]);
  conversationId = ((await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string }).conversationId;
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, stranger]) await p?.client.disconnect();
  await server?.stop();
});

describe(`documents in messages (${DATABASE_KIND})`, () => {
  it('accepts pdf, zip and text by their bytes under a clean name, sends them, and serves them to members only as a download', async () => {
    const pdf = await upload(buyer, '../../etc/Invoice <March>.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ name: 'Invoice _March_.pdf', type: 'application/pdf', size: PDF.byteLength });
    expect(pdf.body['key']).toMatch(/^f_[0-9a-f]{32}$/);
    expect((await upload(buyer, 'logs.zip', ZIP)).body).toMatchObject({ type: 'application/zip', name: 'logs.zip' });
    // A page of HTML is text by its bytes, and is named (and served) as text.
    const html = await upload(seller, 'page.html', text('<script>alert(1)</script>\n'));
    expect(html.body).toMatchObject({ type: 'text/plain', name: 'page.html.txt' });

    const key = String(pdf.body['key']);
    await seller.client.subscribe('messages', { conversationId }).ready();
    const sent = (await buyer.client.call('sendMessage', { conversationId, body: 'The receipt', attachments: [key], clientId: `files-${process.pid}-${(n += 1)}` })) as { seq: number };
    await expect
      .poll(() => (seller.client.collection('messages').fetch() as unknown as { seq: number; conversationId: string; files: unknown[] }[]).find((m) => m.conversationId === conversationId && m.seq === sent.seq)?.files)
      .toEqual([{ key, name: 'Invoice _March_.pdf', type: 'application/pdf', size: PDF.byteLength }]);
    // Only its uploader sends a document, and only into its own conversation.
    expect(await callError(seller.client, 'sendMessage', { conversationId, body: 'x', attachments: [key], clientId: `files-${process.pid}-${(n += 1)}` })).toMatchObject({ error: 400, details: { field: 'attachments.0' } });

    const got = await download(seller, key);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="Invoice _March_.pdf"; filename*=UTF-8''Invoice%20_March_.pdf`);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PDF);
    const asText = await download(buyer, String(html.body['key']));
    expect(asText.headers.get('content-type')).toBe('text/plain; charset=utf-8');

    expect((await download(stranger, key)).status).toBe(404);
    expect((await download(null, key)).status).toBe(401);
    expect((await download(buyer, 'f_0123')).status).toBe(400);
  });

  it('refuses other types by their bytes whatever their name, files over 10 MB, strangers and visitors, naming the field', async () => {
    expect(await upload(buyer, 'tool.pdf', ELF)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'file' } });
    expect(await upload(buyer, 'photo.zip', PNG)).toMatchObject({ status: 400, body: { field: 'file' } });
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    const tooBig = await upload(buyer, 'big.txt', big);
    expect(tooBig).toMatchObject({ status: 413, body: { code: 'MEDIA_TOO_LARGE', field: 'file' } });
    expect(String(tooBig.body['message'])).toContain('10 MB');
    expect((await upload(stranger, 'a.txt', text('hello'))).status).toBe(404);
    expect((await upload(null, 'a.txt', text('hello'))).status).toBe(401);
    expect(await upload(buyer, 'a.txt', text('hello'), 'not a conversation!')).toMatchObject({ status: 400, body: { field: 'conversationId' } });
  });
});
