import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../adapters/server/persistence/schema.ts';
import { BreachedPasswordList } from '../../../adapters/server/accounts/breached-password-list.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callError, connectClient } from './ddp-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const mailsTo = (to: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
const digest = (text: string) => ({ digest: createHash('sha256').update(text).digest('hex'), algorithm: 'sha-256' });

describe(`sign-up does not tell who has an account on ${DATABASE_KIND} (issue 11, finding 5)`, () => {
  it('answers "check your inbox" for a new and for a taken address alike, signs no one in, and the mail says which', async () => {
    const customer = server.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test');
    const client = await connectClient(server.url);
    const fresh = await client.call('createUser', { email: 'fresh.visitor@example.com', username: 'fresh_visitor', password: 'a long passphrase' });
    const taken = await client.call('createUser', { email: customer?.email.toUpperCase(), username: 'someone_else', password: 'a long passphrase' });
    expect(taken).toEqual(fresh);
    expect(fresh).toEqual({ sent: true });
    // Neither call signed the connection in.
    expect(await callError(client, 'generate2faActivationQrCode')).toMatchObject({ error: 401 });
    expect((await mailsTo('fresh.visitor@example.com')).map((m) => m.template)).toEqual(['VERIFY_EMAIL']);
    const [note] = (await mailsTo(customer?.email ?? '')).filter((m) => m.template === 'SIGNUP_EXISTING');
    expect(note?.text).toContain('/login');
    expect(note?.text).not.toMatch(/\/auth\//);
    // The taken address got no second account.
    expect(await server.database.db.select().from(users).where(eq(users.username, 'someone_else'))).toEqual([]);
    await client.disconnect();
  });

  it('still refuses a taken username (public on profiles), whatever the address', async () => {
    const client = await connectClient(server.url);
    const demo = server.demoAccounts[0];
    const [row] = await server.database.db.select().from(users).where(eq(users.id, demo?.userId ?? ''));
    for (const email of ['unused.address@example.com', demo?.email]) {
      expect(await callError(client, 'createUser', { email, username: row?.username, password: 'a long passphrase' })).toMatchObject({
        error: 409,
        details: { code: 'USERNAME_TAKEN', field: 'username' },
      });
    }
    await client.disconnect();
  });
});

describe(`new passwords follow ASVS 4 V2.1 on ${DATABASE_KIND} (issue 11, finding 11)`, () => {
  it('refuses a password under 12 characters sent as text, naming the field', async () => {
    const client = await connectClient(server.url);
    expect(await callError(client, 'createUser', { email: 'short@example.com', username: 'short_pw', password: 'x' })).toMatchObject({
      error: 400,
      details: { code: 'VALIDATION_FAILED', field: 'password', reason: 'TOO_SHORT' },
    });
    expect(await callError(client, 'createUser', { email: 'short@example.com', username: 'short_pw', password: 'elevenchars' })).toMatchObject({ details: { reason: 'TOO_SHORT' } });
    expect(await client.call('createUser', { email: 'short@example.com', username: 'short_pw', password: 'twelve chars' })).toEqual({ sent: true });
    await client.disconnect();
  });

  it('refuses a breached password by its digest as well as by its text, and accepts no composition rule', async () => {
    const client = await connectClient(server.url);
    for (const password of ['password1234', digest('password1234'), digest('123456')]) {
      expect(await callError(client, 'createUser', { email: 'breached@example.com', username: 'breached_pw', password })).toMatchObject({
        error: 400,
        details: { field: 'password', reason: 'BREACHED' },
      });
    }
    expect(await client.call('createUser', { email: 'breached@example.com', username: 'breached_pw', password: 'all lower case words only' })).toEqual({ sent: true });
    await client.disconnect();
  });

  it('applies to a password reset too, without spending the link', async () => {
    const { email } = server.demoAccounts.find((a) => a.email === 'blogger@demo.ig-market.test') ?? { email: '' };
    const client = await connectClient(server.url);
    await client.call('forgotPassword', { email });
    const token = /\/auth\/recovery\/([A-Za-z0-9_-]+)/.exec((await mailsTo(email)).at(-1)?.text ?? '')?.[1] ?? '';
    expect(await callError(client, 'resetPassword', token, 'short')).toMatchObject({ error: 400, details: { field: 'password', reason: 'TOO_SHORT' } });
    expect(await callError(client, 'resetPassword', token, digest('qwerty'))).toMatchObject({ error: 400, details: { reason: 'BREACHED' } });
    expect(((await client.call('resetPassword', token, 'a sound new passphrase')) as { id: string }).id).toBeTruthy();
    await client.disconnect();
  });

  it('ships a list of a few thousand breached passwords', () => {
    expect(new BreachedPasswordList().size).toBeGreaterThan(3000);
  });
});
