import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecondStepDetailsSchema } from '../../../contracts/accounts/index.ts';
import { SqlAccountTokenStore } from '../../../adapters/server/persistence/accounts/sql-account-token-store.ts';
import { mailOutbox } from '../../../adapters/server/persistence/schema.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callError, connectClient } from './ddp-client.ts';
import * as v from 'valibot';

/*
 * Issue 11, finding 1: a mailed link (login link, password reset, e-mail
 * verification) on an account with 2FA on must lead to the code step, never
 * straight to a session. Before the fix each of these links answered a session.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function account(local: string) {
  const found = server.demoAccounts.find((a) => a.email === `${local}@demo.ig-market.test`);
  if (found === undefined) throw new Error(local);
  return found;
}

/** A TOTP code `steps` 30-second steps from now (the server accepts one step either side; later steps stay fresh if codes become single-use). */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns 2FA on for a demo account over DDP and returns its secret; the client is left signed out. */
async function withTwoFactor(client: SimpleDDP, local: string): Promise<string> {
  const { email, password } = account(local);
  await client.call('login', { user: { email }, password });
  const { secret } = (await client.call('generate2faActivationQrCode')) as { secret: string };
  await client.call('enableUser2fa', await codeAt(secret, -1));
  await client.call('logout');
  return secret;
}

async function mailedToken(to: string, kind: string): Promise<string> {
  const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return new RegExp(`/auth/${kind}/([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}

/** The second-step details of a TWO_FACTOR_REQUIRED refusal, checked against the contract. */
function ticketOf(error: { error: number; details?: unknown }) {
  expect(error.error).toBe(403);
  return v.parse(SecondStepDetailsSchema, error.details);
}

async function signedIn(client: SimpleDDP): Promise<boolean> {
  return (await callError(client, 'generate2faActivationQrCode').catch(() => ({ error: 0 }))).error !== 401;
}

describe(`mailed links stop at the second factor on ${DATABASE_KIND} (issue 11, finding 1)`, () => {
  it('a login link answers TWO_FACTOR_REQUIRED with a ticket; the ticket and the code sign in, once', async () => {
    const client = await connectClient(server.url);
    const secret = await withTwoFactor(client, 'two-factor');
    const { email, userId } = account('two-factor');
    await client.call('requestLoginLink', { email });
    const token = await mailedToken(email, 'login');
    const details = ticketOf(await callError(client, 'loginWithLink', token));
    expect(details).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', step: 'LOGIN' });
    expect(new Date(details.ticketExpires).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(await signedIn(client)).toBe(false);
    // The link itself is spent: opening it again does not hand out another ticket.
    expect(await callError(client, 'loginWithLink', token)).toMatchObject({ error: 403, details: { code: 'TOKEN_USED' } });
    // A wrong code leaves the ticket usable (the person may retype it) and signs no one in.
    expect(await callError(client, 'completeLinkTwoFactor', { ticket: details.ticket, twoFactorCode: '12345' })).toMatchObject({ error: 403, details: { code: 'TWO_FACTOR_INVALID' } });
    const login = (await client.call('completeLinkTwoFactor', { ticket: details.ticket, twoFactorCode: await codeAt(secret, 0) })) as { id: string; token: string };
    expect(login.id).toBe(userId);
    expect(await signedIn(client)).toBe(true);
    expect(await callError(client, 'completeLinkTwoFactor', { ticket: details.ticket, twoFactorCode: await codeAt(secret, 1) })).toMatchObject({ error: 403, details: { code: 'TOKEN_USED' } });
    await client.disconnect();
  });

  it('a reset link with 2FA sets the new password only after the code step', async () => {
    const client = await connectClient(server.url);
    const secret = await withTwoFactor(client, 'operator');
    const { email, password, userId } = account('operator');
    await client.call('forgotPassword', { email });
    const details = ticketOf(await callError(client, 'resetPassword', await mailedToken(email, 'recovery'), 'a fresh long passphrase'));
    expect(details.step).toBe('RESET_PASSWORD');
    expect(await signedIn(client)).toBe(false);
    // Whoever read the mailbox has not changed the password: the old one (with its code) still works.
    expect(await callError(client, 'login', { user: { email }, password: 'a fresh long passphrase', code: await codeAt(secret, 0) })).toMatchObject({ error: 403, details: { code: 'LOGIN_FAILED' } });
    const login = (await client.call('completeLinkTwoFactor', { ticket: details.ticket, twoFactorCode: await codeAt(secret, 0), password: 'a fresh long passphrase' })) as { id: string };
    expect(login.id).toBe(userId);
    await client.call('logout');
    expect(await callError(client, 'login', { user: { email }, password, code: await codeAt(secret, 1) })).toMatchObject({ details: { code: 'LOGIN_FAILED' } });
    await client.disconnect();
  });

  it('a verification link with 2FA confirms the address but leads to the code step', async () => {
    const client = await connectClient(server.url);
    await withTwoFactor(client, 'seller');
    const { email, userId } = account('seller');
    await new SqlAccountTokenStore(server.database.db).create('VERIFY_EMAIL', userId, 'verify-token-for-a-2fa-account-0123456789', new Date(Date.now() + 60_000), email);
    expect(ticketOf(await callError(client, 'verifyEmail', 'verify-token-for-a-2fa-account-0123456789')).step).toBe('LOGIN');
    expect(await signedIn(client)).toBe(false);
    await client.disconnect();
  });

  it('accounts without 2FA still get a session from the link, as before', async () => {
    const client = await connectClient(server.url);
    const { email, userId } = account('blogger');
    await client.call('requestLoginLink', { email });
    expect(((await client.call('loginWithLink', await mailedToken(email, 'login'))) as { id: string }).id).toBe(userId);
    expect(await signedIn(client)).toBe(true);
    await client.disconnect();
  });

  it('a ticket does not work as another step, nor after it expired', async () => {
    const client = await connectClient(server.url);
    expect(await callError(client, 'completeLinkTwoFactor', { ticket: 'no-such-ticket', twoFactorCode: '123456' })).toMatchObject({ error: 403, details: { code: 'TOKEN_INVALID' } });
    expect(await callError(client, 'completeLinkTwoFactor', { ticket: 'x', twoFactorCode: '' })).toMatchObject({ error: 400, details: { field: 'params.0.twoFactorCode' } });
    await client.disconnect();
  });
});
