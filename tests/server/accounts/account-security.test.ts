import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../adapters/server/persistence/schema.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callError, connectClient } from './ddp-client.ts';

let server: TestServer;
const account = (role: string) => {
  const found = server.demoAccounts.find((a) => a.email === `${role}@demo.ig-market.test`);
  if (found === undefined) throw new Error(`no demo account ${role}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Session {
  readonly id: string;
  readonly current: boolean;
  readonly createdAt: Date;
  readonly userAgent: string | null;
  readonly lastAddress: string | null;
}

/** A signed-in client that remembers whether the server closed it. */
async function signedIn(email: string, password: string, code?: string): Promise<{ client: SimpleDDP; token: string; closed: () => boolean }> {
  const client = await connectClient(server.url);
  let closed = false;
  client.on('disconnected', () => {
    closed = true;
  });
  const { token } = (await client.call('login', { user: { email }, password, ...(code === undefined ? {} : { code }) })) as { token: string };
  return { client, token, closed: () => closed };
}

/** The TOTP code of the step `offset` steps from now (the server takes the previous and next one too, each once). */
const codeAt = (secret: string, offset: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe(`the account security tab's methods on ${DATABASE_KIND}`, () => {
  it('mySessions lists the sessions with the current one marked, never a token; revokeSession ends the other connection', async () => {
    const { email, password } = account('customer');
    const other = await signedIn(email, password);
    const me = await signedIn(email, password);
    const sessions = (await me.client.call('mySessions')) as Session[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(s)).not.toContain(me.token);
      expect(s.createdAt).toBeInstanceOf(Date);
    }
    expect(sessions.find((s) => s.current)?.lastAddress).toMatch(/127\.0\.0\.1/);

    const victim = sessions.find((s) => !s.current);
    expect(await me.client.call('revokeSession', { sessionId: victim?.id })).toEqual({ revoked: true });
    await expect.poll(() => other.closed()).toBe(true);
    expect(me.closed()).toBe(false);
    expect(((await me.client.call('mySessions')) as Session[]).map((s) => s.id)).not.toContain(victim?.id);
    expect(await callError(me.client, 'revokeSession', { sessionId: victim?.id })).toMatchObject({ error: 404, details: { code: 'SESSION_NOT_FOUND' } });
    await me.client.disconnect();
  });

  it("another user's session id is not found, and a visitor is refused", async () => {
    const a = account('plus');
    const b = account('moderator');
    const first = await signedIn(a.email, a.password);
    const second = await signedIn(b.email, b.password);
    const [theirs] = (await second.client.call('mySessions')) as Session[];
    expect(await callError(first.client, 'revokeSession', { sessionId: theirs?.id })).toMatchObject({ error: 404, details: { code: 'SESSION_NOT_FOUND' } });
    expect(second.closed()).toBe(false);
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'mySessions')).toMatchObject({ error: 401 });
    await Promise.all([first.client.disconnect(), second.client.disconnect(), visitor.disconnect()]);
  });

  it('changePassword checks the old password and the sign-up rules, keeps this session, ends the others and mails a notice', async () => {
    const { email, password } = account('blogger');
    const other = await signedIn(email, password);
    const me = await signedIn(email, password);
    expect(await callError(me.client, 'changePassword', { oldPassword: 'not the password', newPassword: 'a long new passphrase' })).toMatchObject({
      error: 403,
      details: { code: 'LOGIN_FAILED', field: 'oldPassword' },
    });
    expect(await callError(me.client, 'changePassword', { oldPassword: password, newPassword: 'short' })).toMatchObject({
      error: 400,
      details: { code: 'VALIDATION_FAILED', field: 'newPassword', reason: 'TOO_SHORT' },
    });
    expect(other.closed()).toBe(false);

    expect(await me.client.call('changePassword', { oldPassword: password, newPassword: 'a long new passphrase' })).toEqual({ changed: true });
    await expect.poll(() => other.closed()).toBe(true);
    expect(me.closed()).toBe(false);
    expect(((await me.client.call('mySessions')) as Session[]).map((s) => s.current)).toEqual([true]);
    const notices = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'PASSWORD_CHANGED')));
    expect(notices).toHaveLength(1);

    const fresh = await connectClient(server.url);
    expect(await callError(fresh, 'login', { user: { email }, password })).toMatchObject({ details: { code: 'LOGIN_FAILED' } });
    await fresh.call('login', { user: { email }, password: 'a long new passphrase' });
    await Promise.all([fresh.disconnect(), me.client.disconnect()]);
  });

  it('recovery codes: ten with 2FA on, each signs in once in place of the TOTP code, renewing retires the old ones', async () => {
    const { email, password } = account('two-factor');
    const me = await signedIn(email, password);
    expect(await callError(me.client, 'generateRecoveryCodes', { twoFactorCode: '123456' })).toMatchObject({ error: 409, details: { code: 'TWO_FACTOR_NOT_ENABLED' } });
    const { secret } = (await me.client.call('generate2faActivationQrCode')) as { secret: string };
    const enabled = (await me.client.call('enableUser2fa', await codeAt(secret, -1))) as { twoFactorEnabled: true; recoveryCodes: string[] };
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    for (const code of enabled.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [first, second] = enabled.recoveryCodes;
    const byCode = await signedIn(email, password, first);
    expect(await callError(byCode.client, 'login', { user: { email }, password, code: first })).toMatchObject({ details: { code: 'TWO_FACTOR_INVALID' } });

    const { codes } = (await me.client.call('generateRecoveryCodes', { twoFactorCode: await codeAt(secret, 0) })) as { codes: string[] };
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(second);
    expect(await callError(byCode.client, 'login', { user: { email }, password, code: second })).toMatchObject({ details: { code: 'TWO_FACTOR_INVALID' } });
    // Typed loosely (upper case, no dash) it still works.
    await byCode.client.call('login', { user: { email }, password, code: (codes[0] ?? '').toUpperCase().replace('-', '') });
    expect(await callError(me.client, 'generateRecoveryCodes', { twoFactorCode: '000000' })).toMatchObject({ details: { code: 'TWO_FACTOR_INVALID' } });
    await Promise.all([byCode.client.disconnect(), me.client.disconnect()]);
  });
});
