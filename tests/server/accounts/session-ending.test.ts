import { eq } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../adapters/server/persistence/schema.ts';
import { resumeTokens } from '../../../adapters/server/persistence/schema.ts';
import { hashToken } from '../../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callError, connectClient } from './ddp-client.ts';

let server: TestServer;
const account = (email: string) => {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A connected client that remembers whether the server closed it. */
async function watched(): Promise<{ client: SimpleDDP; closed: () => boolean }> {
  const client = await connectClient(server.url);
  let closed = false;
  client.on('disconnected', () => {
    closed = true;
  });
  return { client, closed: () => closed };
}

async function passwordLogin(client: SimpleDDP, email: string, password: string): Promise<string> {
  return ((await client.call('login', { user: { email }, password })) as { token: string }).token;
}

describe(`open sessions end with their token (issue 11, finding 3) on ${DATABASE_KIND}`, () => {
  it('logout closes every other connection resumed with the same token, and only those', async () => {
    const { email, password, userId } = account('customer@demo.ig-market.test');
    const first = await watched();
    const token = await passwordLogin(first.client, email, password);
    const sameToken = await watched();
    await sameToken.client.call('login', { resume: token });
    const otherToken = await watched();
    await passwordLogin(otherToken.client, email, password);
    expect(server.realtime.ddp.sessionsOf(userId)).toHaveLength(3);

    await first.client.call('logout');
    await expect.poll(() => sameToken.closed()).toBe(true);
    expect(first.closed()).toBe(false); // the logging-out connection gets its answer and stays, signed out
    expect(otherToken.closed()).toBe(false);
    expect(server.realtime.ddp.sessionsOf(userId)).toHaveLength(1);
    expect(await callError(first.client, 'login', { resume: token })).toMatchObject({ error: 403 });
    await first.client.disconnect();
    await otherToken.client.disconnect();
  });

  it('a token revoked through another process closes the connections here that use it', async () => {
    const { email, password, userId } = account('seller@demo.ig-market.test');
    const revoked = await watched();
    const token = await passwordLogin(revoked.client, email, password);
    const kept = await watched();
    await passwordLogin(kept.client, email, password);
    // What another process's logout leaves: the row gone and a SessionsRevoked change on the shared feed.
    await server.database.db.delete(resumeTokens).where(eq(resumeTokens.hashedToken, hashToken(token)));
    await server.realtime.changes.publish({ collection: 'sessions', id: userId });
    await expect.poll(() => revoked.closed()).toBe(true);
    expect(kept.closed()).toBe(false);
    await kept.client.disconnect();
  });

  it('a password reset closes every connection signed in before it; the resetting one is signed in anew', async () => {
    const { email, password, userId } = account('disburser@demo.ig-market.test');
    const before = await watched();
    await passwordLogin(before.client, email, password);
    const resetter = await watched();
    await passwordLogin(resetter.client, email, password);
    await resetter.client.call('forgotPassword', { email });
    const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const link = /\/auth\/recovery\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    const reset = (await resetter.client.call('resetPassword', link, 'a brand new long passphrase')) as { id: string };
    expect(reset.id).toBe(userId);
    await expect.poll(() => before.closed()).toBe(true);
    expect(resetter.closed()).toBe(false);
    expect(server.realtime.ddp.sessionsOf(userId)).toHaveLength(1);
    await resetter.client.disconnect();
  });
});
