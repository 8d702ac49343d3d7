import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The code of the 30 s step `offset` steps from now (the server accepts the previous and next step for clock drift). */
const codeAt = (secret: string, offset: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe(`TOTP codes are single-use and throttled (issue 11, finding 6) on ${DATABASE_KIND}`, () => {
  it('a code that signed in or turned 2FA on cannot be used again; a later one can', async () => {
    const { email, password } = server.demoAccounts.find((a) => a.email === 'two-factor@demo.ig-market.test') ?? { email: '', password: '' };
    const client = await connectClient(server.url);
    await client.call('login', { user: { email }, password });
    const { secret } = (await client.call('generate2faActivationQrCode')) as { secret: string };
    const enabling = await codeAt(secret, -1);
    await client.call('enableUser2fa', enabling);
    expect(await callError(client, 'disableUser2fa', enabling)).toMatchObject({ error: 403, details: { code: 'TWO_FACTOR_INVALID' } });
    await client.call('logout');

    const code = await codeAt(secret, 0);
    // check2FA only checks (the modal sends the same code to login next)...
    expect(await client.call('check2FA', { email, password, twoFactorCode: code })).toEqual({ valid: true });
    await client.call('login', { user: { email }, password, code });
    // ...login spends it: a replay on another connection is refused.
    const other = await connectClient(server.url);
    expect(await callError(other, 'login', { user: { email }, password, code })).toMatchObject({ error: 403, details: { code: 'TWO_FACTOR_INVALID' } });
    expect(await callError(client, 'disableUser2fa', code)).toMatchObject({ details: { code: 'TWO_FACTOR_INVALID' } });
    await client.call('disableUser2fa', await codeAt(secret, 1));
    await client.disconnect();
    await other.disconnect();
  });

  it('wrong codes for disabling 2FA back off as sign-in does, with retryAfterMs', async () => {
    const { email, password } = server.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test') ?? { email: '', password: '' };
    const client = await connectClient(server.url);
    await client.call('login', { user: { email }, password });
    const { secret } = (await client.call('generate2faActivationQrCode')) as { secret: string };
    await client.call('enableUser2fa', await codeAt(secret, 0));
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await callError(client, 'disableUser2fa', String(100_000 + i))).details?.code);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('TWO_FACTOR_INVALID'));
    expect(answers.slice(5)).toEqual(Array(3).fill('RATE_LIMITED'));
    const limited = (await callError(client, 'disableUser2fa', await codeAt(secret, 1))) as { error: number; details?: { retryAfterMs?: number } };
    expect(limited.error).toBe(429);
    expect(limited.details?.retryAfterMs).toBeGreaterThan(0);
    await client.disconnect();
  });
});
