import SimpleDDP from 'simpleddp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callError, connectClient } from './ddp-client.ts';

let server: TestServer;
let host: string;
const DAY_S = 86_400;

beforeAll(async () => {
  server = await startTestServer();
  host = new URL(server.url).host;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function account(email: string) {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

/** A fresh session token, as a DDP password login answers it. */
async function signIn(email = 'customer@demo.ig-market.test'): Promise<{ token: string; tokenExpires: Date }> {
  const { password } = account(email);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email }, password })) as { token: string; tokenExpires: Date };
  await client.disconnect();
  return answer;
}

/** POST /api/session as a page of `site` would send it (its Origin and Host), through the real app. */
function keep(body: unknown, site = `http://${host}`, extra: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/session', headers: { host: new URL(site).host, origin: site, 'content-type': 'application/json', ...extra }, payload: JSON.stringify(body) });
}

/** A DDP client whose WebSocket upgrade carries these headers, as a browser adds Origin and cookies. */
async function socketWith(headers: Record<string, string>): Promise<SimpleDDP> {
  const Socket = class extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
    }
  };
  const client = new SimpleDDP({ endpoint: `${server.url.replace(/^http/, 'ws')}/websocket`, SocketConstructor: Socket, autoReconnect: false });
  await client.connect();
  return client;
}

describe(`POST and DELETE /api/session set and end the HttpOnly session cookie (issue 11, finding 8) on ${DATABASE_KIND}`, () => {
  it('sets an HttpOnly, SameSite=Lax cookie living as long as the session, a script-readable hint, and clears the legacy cookie', async () => {
    const { token, tokenExpires } = await signIn();
    const answer = await keep({ token }, `http://${host}`, { cookie: `authToken=${token}` });
    expect(answer.statusCode).toBe(204);
    const cookies = Object.fromEntries(answer.cookies.map((c) => [c.name, c]));
    expect(cookies['session']).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies['session']?.secure).toBeFalsy(); // plain http on the developer's machine
    const maxAge = cookies['session']?.maxAge ?? 0;
    expect(Math.abs(maxAge - (tokenExpires.getTime() - Date.now()) / 1000)).toBeLessThan(60);
    expect(maxAge).toBeGreaterThan(DAY_S);
    expect(cookies['hasSession']).toMatchObject({ value: '1', sameSite: 'Lax', maxAge });
    expect(cookies['hasSession']?.httpOnly).toBeFalsy();
    expect(cookies['authToken']).toMatchObject({ value: '' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('marks both cookies Secure for any host but localhost', async () => {
    const { token } = await signIn();
    const answer = await keep({ token }, 'https://shop.example');
    expect(answer.statusCode).toBe(204);
    expect(answer.cookies.map((c) => [c.name, c.secure])).toEqual(expect.arrayContaining([['session', true], ['hasSession', true]]));
    const local = await keep({ token }, 'http://localhost:3000');
    expect(local.cookies.find((c) => c.name === 'session')?.secure).toBeFalsy();
  });

  it('refuses a body without a token with 400 naming the field, and sets nothing', async () => {
    for (const body of [{}, { token: 5 }, { token: '' }, { token: 'x'.repeat(201) }]) {
      const answer = await keep(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.token' });
      expect(answer.cookies).toEqual([]);
    }
    expect((await keep(['not', 'an', 'object'])).json()).toMatchObject({ statusCode: 400, field: 'body' });
    expect((await keep({ token: 'a\u0000b' })).json()).toMatchObject({ statusCode: 400, field: 'body.token' });
  });

  it('refuses a forged, a revoked and a banned account’s token, and a request from a foreign page', async () => {
    expect((await keep({ token: 'forged' })).json()).toMatchObject({ statusCode: 403, code: 'TOKEN_INVALID' });

    const revoked = await signIn();
    const client = await connectClient(server.url);
    await client.call('login', { resume: revoked.token });
    await client.call('logout');
    await client.disconnect();
    const afterLogout = await keep({ token: revoked.token });
    expect(afterLogout.json()).toMatchObject({ statusCode: 403, code: 'TOKEN_INVALID' });
    expect(afterLogout.cookies).toEqual([]);

    const banned = account('operator@demo.ig-market.test');
    const bannedToken = (await signIn(banned.email)).token;
    const moderator = await connectClient(server.url);
    const mod = account('moderator@demo.ig-market.test');
    await moderator.call('login', { user: { email: mod.email }, password: mod.password });
    await moderator.call('setUserBanned', { userId: banned.userId, banned: true });
    try {
      const refused = await keep({ token: bannedToken });
      expect(refused.json()).toMatchObject({ code: 'USER_BANNED' });
      expect(refused.cookies).toEqual([]);
    } finally {
      await moderator.call('setUserBanned', { userId: banned.userId, banned: false });
      await moderator.disconnect();
    }

    // Login CSRF: a foreign page must not plant its own account's session in the visitor's browser.
    const { token } = await signIn();
    const foreign = await keep({ token }, 'https://evil.example', { host });
    expect(foreign.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(foreign.cookies).toEqual([]);
    const noOrigin = await server.app.inject({ method: 'POST', url: '/api/session', headers: { host, 'content-type': 'application/json' }, payload: JSON.stringify({ token }) });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('DELETE revokes the cookie’s token and clears the cookie, its hint and the legacy cookie', async () => {
    const { token } = await signIn();
    const ended = await server.app.inject({ method: 'DELETE', url: '/api/session', headers: { host, origin: `http://${host}`, cookie: `session=${token}; hasSession=1` } });
    expect(ended.statusCode).toBe(204);
    const cookies = Object.fromEntries(ended.cookies.map((c) => [c.name, c]));
    for (const name of ['session', 'hasSession', 'authToken']) expect(cookies[name]?.value, name).toBe('');
    expect(cookies['session']?.maxAge ?? (cookies['session']?.expires?.getTime() ?? Infinity) - Date.now()).toBeLessThanOrEqual(0);
    expect((await keep({ token })).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const foreign = await server.app.inject({ method: 'DELETE', url: '/api/session', headers: { host, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
  });
});

describe(`DDP login({ resumeFromCookie: true }) on ${DATABASE_KIND}`, () => {
  it('resumes a page’s socket from the HttpOnly cookie and leaves the token out of the answer', async () => {
    const customer = account('customer@demo.ig-market.test');
    const { token, tokenExpires } = await signIn();
    const client = await socketWith({ origin: `http://${host}`, cookie: `hasSession=1; session=${encodeURIComponent(token)}` });
    const answer = await client.call('login', { resumeFromCookie: true });
    expect(answer).toEqual({ id: customer.userId, tokenExpires });
    expect(JSON.stringify(answer)).not.toContain(token);
    expect(server.realtime.ddp.sessionsOf(customer.userId).length).toBeGreaterThan(0);
    // Logging out on that socket revokes the cookie's token.
    await client.call('logout');
    await client.disconnect();
    expect((await keep({ token })).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('still reads the legacy authToken cookie for one release', async () => {
    const { token } = await signIn();
    const client = await socketWith({ origin: `http://${host}`, cookie: `authToken=${token}` });
    expect(await client.call('login', { resumeFromCookie: true })).toMatchObject({ id: account('customer@demo.ig-market.test').userId });
    await client.disconnect();
  });

  it('refuses a socket a foreign page (or no page) opened, even with the cookie', async () => {
    const { token } = await signIn();
    for (const headers of [{ origin: 'https://evil.example', cookie: `session=${token}` }, { cookie: `session=${token}` }, { origin: 'null', cookie: `session=${token}` }]) {
      const client = await socketWith(headers);
      expect(await callError(client, 'login', { resumeFromCookie: true })).toMatchObject({ error: 403, details: { code: 'FORBIDDEN' } });
      expect(await callError(client, 'getFavorites')).toMatchObject({ error: 401 });
      await client.disconnect();
    }
  });

  it('refuses a revoked token’s cookie and a socket without the cookie', async () => {
    const { token } = await signIn();
    const first = await connectClient(server.url);
    await first.call('login', { resume: token });
    await first.call('logout');
    await first.disconnect();
    for (const cookie of [`session=${token}`, 'hasSession=1', 'session=%E0%A4%A']) {
      const client = await socketWith({ origin: `http://${host}`, cookie });
      expect(await callError(client, 'login', { resumeFromCookie: true })).toMatchObject({ error: 403, details: { code: 'TOKEN_INVALID' } });
      await client.disconnect();
    }
  });

  it('keeps the token resume of non-browser clients working', async () => {
    const { token } = await signIn();
    const client = await connectClient(server.url);
    expect(await client.call('login', { resume: token })).toMatchObject({ token });
    await client.disconnect();
  });
});
