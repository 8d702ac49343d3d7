import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DdpAccountConnection } from '../../../adapters/client/accounts/ddp-account-connection.ts';
import { OrderPublication } from '../../../contracts/orders/index.ts';
import type { DomainError, PublicUser } from '../../../domain/index.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const opened: DdpAccountConnection[] = [];

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  for (const connection of opened) await connection.close();
  await server?.stop();
});

function account(email: string) {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

/** The browser's adapter, on `ws` instead of the browser's WebSocket; a short reconnect so the test need not wait 3 s. */
function connection(): DdpAccountConnection {
  const c = new DdpAccountConnection({ endpoint: `${server.url.replace(/^http/, 'ws')}/websocket`, SocketConstructor: WebSocket, reconnectInterval: 200 });
  opened.push(c);
  return c;
}

describe(`the browser's DDP account channel against the server on ${DATABASE_KIND}`, () => {
  it('signs in with a password (e-mail in any case) and follows the live record', async () => {
    const customer = account('customer@demo.ig-market.test');
    const c = connection();
    const grant = await c.loginWithPassword({ email: `  ${customer.email.toUpperCase()} `, password: customer.password });
    expect(grant.isOk() && grant.value.userId).toBe(customer.userId);
    expect(grant.isOk() && grant.value.tokenExpires.getTime()).toBeGreaterThan(Date.now());
    const records: PublicUser[] = [];
    c.followUser(customer.userId, (user) => records.push(user));
    await expect.poll(() => records.at(-1)?.username).toBe('DemoCustomer');
    expect(records.at(-1)).not.toHaveProperty('passwordHash');
    const favorites = await c.favorites();
    expect(favorites.isOk() && favorites.value).toEqual({ favoriteProducts: expect.any(Array), favoriteSellers: expect.any(Array) });
  });

  it("hears a refused subscription (an order that is not the caller's) instead of waiting for it to be ready", async () => {
    const customer = account('customer@demo.ig-market.test');
    const c = connection();
    await c.loginWithPassword({ email: customer.email, password: customer.password });
    const refusals: DomainError[] = [];
    const deliveries: unknown[] = [];
    c.watch(OrderPublication, (documents) => deliveries.push(documents), [{ orderId: 'no-such-order' }], (error) => refusals.push(error));
    await expect.poll(() => refusals.map((e) => e.code)).toEqual(['ORDER_NOT_FOUND']);
    expect(deliveries).toEqual([]);
  });

  it('answers a wrong password with LOGIN_FAILED and a forged token with a 403 code, not an exception', async () => {
    const c = connection();
    const wrong = await c.loginWithPassword({ email: 'customer@demo.ig-market.test', password: 'nope' });
    expect(wrong.isErr() && wrong.error.code).toBe('LOGIN_FAILED');
    const forged = await c.resume('forged-token');
    expect(forged.isErr() && ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'LOGIN_FAILED']).toContain(forged.isErr() ? forged.error.code : 'ok');
  });

  it('resumes on another channel with the token, and logs out so the token no longer works', async () => {
    const buyer = account('plus@demo.ig-market.test');
    const first = connection();
    const grant = await first.loginWithPassword({ email: buyer.email, password: buyer.password });
    if (grant.isErr()) throw new Error(grant.error.message);
    const token = grant.value.token;
    if (token === undefined) throw new Error('a password login answers with a token');
    const second = connection();
    const resumed = await second.resume(token);
    expect(resumed.isOk() && resumed.value.userId).toBe(buyer.userId);
    expect((await second.logout()).isOk()).toBe(true);
    const third = connection();
    expect((await third.resume(token)).isErr()).toBe(true);
  });

  it('resumes from the session cookie its socket was opened with, and is handed no token (issue 11, finding 8)', async () => {
    const buyer = account('customer@demo.ig-market.test');
    const grant = await connection().loginWithPassword({ email: buyer.email, password: buyer.password });
    if (grant.isErr() || grant.value.token === undefined) throw new Error('password login failed');
    const host = new URL(server.url).host;
    /** What a page of the site opens: its own Origin, and the cookie the browser adds. */
    const PageSocket = class extends WebSocket {
      constructor(url: string) {
        super(url, { headers: { origin: `http://${host}`, cookie: `session=${grant.isOk() ? grant.value.token : ''}` } });
      }
    };
    const c = new DdpAccountConnection({ endpoint: `${server.url.replace(/^http/, 'ws')}/websocket`, SocketConstructor: PageSocket, reconnectInterval: 200 });
    opened.push(c);
    const resumed = await c.resumeFromCookie();
    expect(resumed.isOk() && resumed.value).toEqual({ userId: buyer.userId, tokenExpires: grant.value.tokenExpires });
    // A socket no page of the site opened (no Origin: any non-browser client) may not ride a cookie.
    const bare = await connection().resumeFromCookie();
    expect(bare.isErr() && bare.error.code).toBe('FORBIDDEN');
  });

  it('hears a ban as a record, then the channel is dropped and comes back; following resumes after the next sign-in', async () => {
    const victim = account('refunder@demo.ig-market.test');
    const c = connection();
    let reconnects = 0;
    c.onReconnected(() => {
      reconnects += 1;
    });
    const grant = await c.loginWithPassword({ email: victim.email, password: victim.password });
    if (grant.isErr()) throw new Error(grant.error.message);
    const records: PublicUser[] = [];
    c.followUser(victim.userId, (user) => records.push(user));
    await expect.poll(() => records.length).toBeGreaterThan(0);

    const moderator = await connectClient(server.url);
    const mod = account('moderator@demo.ig-market.test');
    await moderator.call('login', { user: { email: mod.email }, password: mod.password });
    await moderator.call('setUserBanned', { userId: victim.userId, banned: true });
    await expect.poll(() => records.at(-1)?.banned).toBe(true);
    await expect.poll(() => reconnects, { timeout: 5000 }).toBeGreaterThan(0);

    await moderator.call('setUserBanned', { userId: victim.userId, banned: false });
    await moderator.disconnect();
    const again = await c.loginWithPassword({ email: victim.email, password: victim.password });
    expect(again.isOk()).toBe(true);
    await expect.poll(() => records.at(-1)?.banned).toBe(false);
  });
});
