import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { ledgerAccounts, mustMoney, USD } from '../../../domain/index.ts';
import { callError, connectClient } from './ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 15, part 3: seller verification over the real server. The
 * VERIFICATION_REQUIRED demo seller uploads identity photos (kept privately:
 * only they and staff can fetch them), submits, is rejected with a reason,
 * resubmits and is approved; the approval reaches their loggedInUser record
 * live, lifting the restriction, and their withdrawal limit with it.
 */
interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
  readonly token: string;
}
interface Case {
  userId: string;
  state: string;
  status: string;
  required: boolean;
  reason: string | null;
  documents: { id: string; kind: string; url: string }[];
}

let server: TestServer;
let seller: Party;
let customer: Party;
let moderator: Party;
let admin: Party;
let keys = 0;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string; token: string };
  return { client, id: answer.id, token: answer.token };
}

const image = (format: 'png' | 'jpeg', r: number) => sharp({ create: { width: 64, height: 40, channels: 3, background: { r, g: 80, b: 120 } } })[format]().toBuffer();

async function upload(bytes: Uint8Array, token: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), 'id.png');
  const response = await fetch(`${server.url}/api/verification/uploads`, { method: 'POST', body: form, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function uploadId(format: 'png' | 'jpeg', r: number): Promise<string> {
  const answer = await upload(await image(format, r), seller.token);
  expect(answer.status).toBe(201);
  return String(answer.body['uploadId']);
}

const fetchDocument = (url: string, token: string | null) => fetch(`${server.url}${url}`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });
const withdraw = (amountMinor: number) => seller.client.call('requestWithdrawal', { method: 'CRYPTO', amountMinor, details: 'TQrZ8tKfjq2hZ1nWallet', idempotencyKey: `kyc-${process.pid}-${(keys += 1)}` });

/** The seller's own record as the storefront sees it, live through loggedInUser. */
function myRecord(): { verificationState: string; verificationDocuments: { kind: string; url: string }[] } | undefined {
  const [me] = seller.client.collection('users').fetch() as unknown as { verificationState: string; verificationDocuments: { kind: string; url: string }[] }[];
  return me;
}

async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  [seller, customer, moderator, admin] = [await login('verify'), await login('customer'), await login('moderator'), await login('admin')];
  await seller.client.subscribe('loggedInUser').ready();
  // Earnings to withdraw: the demo seller with a required verification has sold nothing yet.
  const posted = await server.container.get(LEDGER.Ledger).post({
    idempotencyKey: `kyc-test-earnings:${seller.id}`,
    kind: 'grant',
    entries: [
      { account: ledgerAccounts.promotions, amount: mustMoney(-900_00, USD) },
      { account: ledgerAccounts.sellerAvailable(seller.id), amount: mustMoney(900_00, USD) },
    ],
    reference: { type: 'user', id: seller.id },
    memo: 'verification test earnings',
  });
  if (posted.isErr()) throw new Error(posted.error.message);
}, 180_000);

afterAll(async () => {
  for (const p of [seller, customer, moderator, admin]) await p?.client.disconnect();
  await server?.stop();
});

describe(`seller verification (${DATABASE_KIND})`, () => {
  let firstDocuments: Case['documents'] = [];

  it('starts required, takes image uploads only from signed-in users, and needs ID front and selfie', async () => {
    expect(myRecord()?.verificationState).toBe('VERIFICATION_REQUIRED');
    expect(await seller.client.call('myVerification')).toMatchObject({ status: 'NOT_STARTED', required: true, state: 'VERIFICATION_REQUIRED', documents: [] });
    expect((await upload(await image('png', 1), null)).status).toBe(401);
    const text = await upload(new TextEncoder().encode('not an image at all'), seller.token);
    expect(text).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'file' } });

    const front = await uploadId('png', 10);
    expect(await callError(seller.client, 'submitVerification', { documents: [{ kind: 'ID_FRONT', uploadId: front }] })).toMatchObject({ error: 400, details: { field: 'documents' } });
    expect(await callError(seller.client, 'submitVerification', { documents: [{ kind: 'PASSPORT', uploadId: front }] })).toMatchObject({ error: 400, details: { field: 'params.0.documents.0.kind' } });
    // Someone else's upload is no upload of the seller's.
    const foreign = await upload(await image('png', 30), customer.token);
    const stolen = await callError(seller.client, 'submitVerification', { documents: [{ kind: 'ID_FRONT', uploadId: front }, { kind: 'SELFIE', uploadId: String(foreign.body['uploadId']) }] });
    expect(stolen).toMatchObject({ error: 400, details: { field: 'documents.1.uploadId' } });
  });

  it('submits; the restriction stays until staff decide, and the documents show in the own record', async () => {
    const submitted = (await seller.client.call('submitVerification', {
      documents: [
        { kind: 'ID_FRONT', uploadId: await uploadId('png', 11) },
        { kind: 'SELFIE', uploadId: await uploadId('jpeg', 12) },
      ],
    })) as Case;
    expect(submitted).toMatchObject({ status: 'SUBMITTED', required: true, state: 'VERIFICATION_REQUIRED' });
    expect(submitted.documents.map((d) => d.kind).sort()).toEqual(['ID_FRONT', 'SELFIE']);
    firstDocuments = submitted.documents;
    await eventually(() => myRecord()?.verificationDocuments.length === 2);
    expect(myRecord()?.verificationState).toBe('VERIFICATION_REQUIRED');
    expect(await callError(seller.client, 'submitVerification', { documents: [{ kind: 'ID_FRONT', uploadId: await uploadId('png', 13) }, { kind: 'SELFIE', uploadId: await uploadId('png', 14) }] })).toMatchObject({
      error: 409,
      details: { code: 'VERIFICATION_ACTION_NOT_ALLOWED' },
    });
  });

  it('lets only the owner and staff fetch a document, never through the public image route', async () => {
    const url = firstDocuments[0]?.url ?? '';
    expect(url).toMatch(/^\/api\/verification\/documents\/[0-9a-f]{32}$/);
    const own = await fetchDocument(url, seller.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(64);
    expect((await fetchDocument(url, moderator.token)).status).toBe(200);
    expect((await fetchDocument(url, customer.token)).status).toBe(404);
    expect((await fetchDocument(url, null)).status).toBe(401);
    const id = url.split('/').pop() ?? '';
    expect((await fetch(`${server.url}/media/image/width=320/https://assets.ig-market.com/files/media/${id}`)).status).toBe(404);
    expect((await fetchDocument('/api/verification/documents/not-an-id', seller.token)).status).toBe(400);
  });

  it('keeps the review to staff', async () => {
    expect(await callError(customer.client, 'verificationQueue')).toMatchObject({ error: 403 });
    expect(await callError(seller.client, 'approveVerification', { userId: seller.id })).toMatchObject({ error: 403 });
    expect(await callError(customer.client, 'rejectVerification', { userId: seller.id, reason: 'no' })).toMatchObject({ error: 403 });
    const queue = (await moderator.client.call('verificationQueue')) as (Case & { username: string })[];
    expect(queue.find((c) => c.userId === seller.id)).toMatchObject({ username: 'DemoUnverifiedSeller', status: 'SUBMITTED' });
  });

  it('limits an unverified seller to 500 USD of withdrawals in 30 days', async () => {
    expect(await callError(seller.client, 'requestWithdrawal', { method: 'CRYPTO', amountMinor: 600_00, details: 'TQrZ8tKfjq2hZ1nWallet', idempotencyKey: `kyc-big-${process.pid}` })).toMatchObject({
      error: 403,
      details: { code: 'VERIFICATION_REQUIRED_FOR_WITHDRAWAL' },
    });
    expect(await withdraw(400_00)).toMatchObject({ state: 'requested' });
    expect(await callError(seller.client, 'requestWithdrawal', { method: 'CRYPTO', amountMinor: 200_00, details: 'TQrZ8tKfjq2hZ1nWallet', idempotencyKey: `kyc-more-${process.pid}` })).toMatchObject({
      error: 403,
      details: { code: 'VERIFICATION_REQUIRED_FOR_WITHDRAWAL' },
    });
  });

  it('rejects with a reason (audited, the seller told), then takes a resubmission', async () => {
    const rejected = (await moderator.client.call('rejectVerification', { userId: seller.id, reason: 'The photo is blurry' })) as Case;
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'The photo is blurry', state: 'VERIFICATION_REQUIRED' });
    expect(await seller.client.call('myVerification')).toMatchObject({ status: 'REJECTED', reason: 'The photo is blurry' });
    expect(await callError(admin.client, 'approveVerification', { userId: seller.id })).toMatchObject({ error: 409 });
    const audit = await server.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.targetId, seller.id), eq(staffAuditLog.action, 'verification.reject')));
    expect(audit).toEqual([expect.objectContaining({ staffId: moderator.id, reason: 'The photo is blurry', targetType: 'user' })]);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => n.title)).toContain('Your verification was rejected: The photo is blurry');

    const again = (await seller.client.call('submitVerification', {
      documents: [
        { kind: 'ID_FRONT', uploadId: await uploadId('png', 20) },
        { kind: 'ID_BACK', uploadId: await uploadId('png', 21) },
        { kind: 'SELFIE', uploadId: await uploadId('jpeg', 22) },
      ],
    })) as Case;
    expect(again).toMatchObject({ status: 'SUBMITTED', reason: null });
    expect(again.documents).toHaveLength(3);
    expect(again.documents.map((d) => d.id)).not.toContain(firstDocuments[0]?.id);
  });

  it('approval lifts the restriction live through loggedInUser, and the withdrawal limit with it', async () => {
    expect(myRecord()?.verificationState).toBe('VERIFICATION_REQUIRED');
    expect(await admin.client.call('approveVerification', { userId: seller.id })).toMatchObject({ status: 'APPROVED', state: 'VERIFIED', required: false });
    await eventually(() => myRecord()?.verificationState === 'VERIFIED');
    const audit = await server.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.targetId, seller.id), eq(staffAuditLog.action, 'verification.approve')));
    expect(audit).toEqual([expect.objectContaining({ staffId: admin.id })]);
    expect(await withdraw(200_00)).toMatchObject({ state: 'requested' });
    const queue = (await admin.client.call('verificationQueue')) as Case[];
    expect(queue.some((c) => c.userId === seller.id)).toBe(false);
  });
});
