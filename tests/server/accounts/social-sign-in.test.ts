import { asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../adapters/server/persistence/schema.ts';
import { SHARED } from '../../../composition-root/server/shared.module.ts';
import { callError, connectClient } from './ddp-client.ts';
import { startLocalDiscord, type LocalDiscord } from '../support/local-discord-oauth.ts';
import { startLocalSteam, type LocalSteam } from '../support/local-steam-openid.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let steam: LocalSteam;
let discord: LocalDiscord;

beforeAll(async () => {
  [steam, discord] = await Promise.all([startLocalSteam(), startLocalDiscord()]);
  server = await startTestServer({ STEAM_OPENID_URL: steam.opUrl, ...discord.env });
}, 120_000);

afterAll(async () => {
  await server.stop();
  await Promise.all([steam.stop(), discord.stop()]);
});

/** A cookie's value from a response's Set-Cookie headers. */
function setCookie(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

interface Outcome {
  /** Where the callback landed: /auth/steamAuth?… */
  readonly landing: URL;
  /** The session cookie it set, if any. */
  readonly session: string | undefined;
}

/** Start → the provider's page (what its button does, or `answer` instead) → our callback, as a browser would with its cookie. */
async function signIn(provider: 'steam' | 'discord', answer?: (providerUrl: string) => string, options: { readonly keepCookie?: boolean; readonly returnTo?: string } = {}): Promise<Outcome> {
  const query = options.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(options.returnTo)}`;
  const start = await fetch(`${server.url}/api/auth/${provider}/start${query}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const providerUrl = start.headers.get('location') ?? '';
  const state = setCookie(start, 'social_sign_in');
  expect(state).toBeTruthy();
  const back = (answer ?? (provider === 'steam' ? steam.approve : discord.approve))(providerUrl);
  const callback = await fetch(back, { redirect: 'manual', headers: options.keepCookie === false ? {} : { cookie: `social_sign_in=${state ?? ''}` } });
  expect(callback.status).toBe(302);
  return { landing: new URL(callback.headers.get('location') ?? '', server.url), session: setCookie(callback, 'session') };
}

/** The user a session token belongs to, as the DDP login by token answers. */
async function userOf(token: string): Promise<{ id: string; username: string; emails: { address: string; verified: boolean }[] }> {
  const client = await connectClient(server.url);
  try {
    const answer = (await client.call('login', { resume: token })) as { id: string };
    const sub = client.subscribe('loggedInUser');
    await sub.ready();
    const [me] = client.collection('users').fetch() as unknown as { username: string; emails: { address: string; verified: boolean }[] }[];
    return { id: answer.id, username: me?.username ?? '', emails: me?.emails ?? [] };
  } finally {
    client.disconnect();
  }
}

const db = () => server.container.get(SHARED.Database);

describe('sign in with Steam (OpenID 2.0 against a local provider)', () => {
  it('creates an account on the first sign-in and signs the same account in again', async () => {
    steam.signInAs('76561198000000042');
    const first = await signIn('steam');
    expect(first.landing.pathname).toBe('/auth/steamAuth');
    expect(first.landing.searchParams.get('signedIn')).toBe('1');
    expect(first.session).toBeTruthy();
    const created = await userOf(first.session ?? '');
    expect(created.username).toBe('76561198000000042');
    expect(created.emails).toEqual([]);
    expect(steam.checks()).toBeGreaterThan(0);

    const again = await signIn('steam');
    expect(again.landing.searchParams.get('signedIn')).toBe('1');
    expect((await userOf(again.session ?? '')).id).toBe(created.id);

    // The account has no password: the password form cannot sign it in.
    const client = await connectClient(server.url);
    await expect(client.call('login', { user: { email: 'steam:76561198000000042' }, password: 'anything-at-all' })).rejects.toBeTruthy();
    client.disconnect();
  });

  it('refuses an assertion the provider did not sign', async () => {
    const outcome = await signIn('steam', (loginUrl) => steam.forge(new URL(loginUrl).searchParams.get('openid.return_to') ?? '', '76561198000000077'));
    expect(outcome.landing.searchParams.get('error')).toBe('failed');
    expect(outcome.session).toBeUndefined();
  });

  it('refuses a claimed ID that is not the configured provider’s', async () => {
    const outcome = await signIn('steam', (loginUrl) => steam.approve(loginUrl).replace(/openid\.claimed_id=[^&]+/, `openid.claimed_id=${encodeURIComponent('http://evil.test/openid/id/76561198000000042')}`));
    expect(outcome.landing.searchParams.get('error')).toBe('failed');
    expect(outcome.session).toBeUndefined();
  });

  it('tells a cancelled sign-in apart', async () => {
    const outcome = await signIn('steam', (loginUrl) => {
      const back = new URL(new URL(loginUrl).searchParams.get('openid.return_to') ?? '');
      back.searchParams.set('openid.mode', 'cancel');
      return back.toString();
    });
    expect(outcome.landing.searchParams.get('error')).toBe('cancelled');
  });
});

describe('sign in with Discord (OAuth 2.0 code + PKCE against a local server)', () => {
  it('refuses an answer whose state is not the one this browser started with', async () => {
    discord.signInAs({ id: '500000000000000001', username: 'mallory', email: 'mallory@example.test', verified: true });
    const outcome = await signIn('discord', (url) => discord.approve(url).replace(/state=[^&]+/, 'state=forged'));
    expect(outcome.landing.pathname).toBe('/auth/discordAuth');
    expect(outcome.landing.searchParams.get('error')).toBe('state');
    expect(outcome.session).toBeUndefined();
    const noCookie = await signIn('discord', undefined, { keepCookie: false });
    expect(noCookie.landing.searchParams.get('error')).toBe('state');
  });

  it('links a verified e-mail to the existing account with that address', async () => {
    const demo = server.demoAccounts.find((a) => a.email.startsWith('customer@'));
    if (demo === undefined) throw new Error('no demo customer');
    discord.signInAs({ id: '500000000000000002', username: 'democustomer', email: demo.email.toUpperCase(), verified: true });
    const outcome = await signIn('discord');
    expect(outcome.landing.searchParams.get('signedIn')).toBe('1');
    expect((await userOf(outcome.session ?? '')).id).toBe(demo.userId);
  });

  it('makes a new account instead when the e-mail is not verified', async () => {
    const demo = server.demoAccounts.find((a) => a.email.startsWith('seller@'));
    if (demo === undefined) throw new Error('no demo seller');
    discord.signInAs({ id: '500000000000000003', username: 'not the seller', global_name: 'Sneaky Seller', email: demo.email, verified: false });
    const outcome = await signIn('discord');
    expect(outcome.landing.searchParams.get('signedIn')).toBe('1');
    const user = await userOf(outcome.session ?? '');
    expect(user.id).not.toBe(demo.userId);
    expect(user.username).toBe('SneakySeller');
    expect(user.emails).toEqual([]);
  });

  it('gives a new account the verified address when no account has it', async () => {
    discord.signInAs({ id: '500000000000000004', username: 'fresh', email: 'fresh-discord@example.test', verified: true });
    const outcome = await signIn('discord');
    const user = await userOf(outcome.session ?? '');
    expect(user.username).toBe('fresh');
    expect(user.emails).toEqual([{ address: 'fresh-discord@example.test', verified: true }]);
  });

  it('asks an account with 2FA on for its code before the session (the mailed-link ticket)', async () => {
    discord.signInAs({ id: '500000000000000006', username: 'twofactor', email: 'twofactor-discord@example.test', verified: true });
    const first = await signIn('discord');
    const client = await connectClient(server.url);
    await client.call('login', { resume: first.session ?? '' });
    const { secret } = (await client.call('generate2faActivationQrCode')) as { secret: string };
    await client.call('enableUser2fa', await generate({ secret }));
    client.disconnect();

    const outcome = await signIn('discord');
    expect(outcome.session).toBeUndefined();
    const ticket = outcome.landing.searchParams.get('ticket');
    expect(ticket).toBeTruthy();
    const page = await connectClient(server.url);
    const granted = (await page.call('completeLinkTwoFactor', { ticket, twoFactorCode: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) })) as { id: string };
    expect(granted.id).toBe((await userOf(first.session ?? '')).id);
    page.disconnect();
  });

  it('refuses a banned account', async () => {
    discord.signInAs({ id: '500000000000000005', username: 'tobebanned', email: 'banned-discord@example.test', verified: true });
    const first = await signIn('discord');
    const { id } = await userOf(first.session ?? '');
    await db().update(users).set({ banned: true }).where(eq(users.id, id));
    const outcome = await signIn('discord');
    expect(outcome.landing.searchParams.get('error')).toBe('disabled');
    expect(outcome.session).toBeUndefined();
  });

  it('returns to the page the sign-in started from, and refuses one that is not a page of this site', async () => {
    steam.signInAs('76561198000000042');
    const back = await signIn('steam', undefined, { returnTo: '/fortnite-accounts?sort=price' });
    expect(back.landing.searchParams.get('signedIn')).toBe('1');
    expect(back.landing.searchParams.get('returnTo')).toBe('/fortnite-accounts?sort=price');
    for (const returnTo of ['https://evil.example/', '//evil.example', '/api/session']) {
      const refused = await fetch(`${server.url}/api/auth/steam/start?returnTo=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'query.returnTo' });
    }
  });

  it('answers which providers are on', async () => {
    const client = await connectClient(server.url);
    expect(await client.call('authProviders')).toEqual({ steam: true, discord: true });
    client.disconnect();
  });
});

describe('a Steam account adds an e-mail address', () => {
  const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

  it('attaches the address only once the mailed link is opened, and then the address works for password reset', async () => {
    steam.signInAs('76561198000000099');
    const { session } = await signIn('steam');
    const client = await connectClient(server.url);
    const me = (await client.call('login', { resume: session })) as { id: string };
    expect(await callError(client, 'addEmail', { email: 'not an address' })).toMatchObject({ error: 400, details: { field: 'email' } });
    expect(await callError(client, 'addEmail', { email: '' })).toMatchObject({ error: 400 });

    // A taken address gets the same answer, and its owner a note instead of a link.
    const taken = server.demoAccounts.find((a) => a.email.startsWith('customer@'))?.email ?? '';
    expect(await client.call('addEmail', { email: taken.toUpperCase() })).toEqual({ sent: true });
    expect((await mailsTo(taken)).map((m) => m.template)).toContain('ADD_EMAIL_EXISTING');

    const address = 'steam.player99@example.test';
    expect(await client.call('addEmail', { email: ` ${address} ` })).toEqual({ sent: true });
    expect((await userOf(session ?? '')).emails).toEqual([]);
    const [mail] = await mailsTo(address);
    expect(mail?.template).toBe('VERIFY_EMAIL');
    const token = /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const visitor = await connectClient(server.url);
    expect(((await visitor.call('verifyEmail', token)) as { id: string }).id).toBe(me.id);
    visitor.disconnect();
    expect((await userOf(session ?? '')).emails).toEqual([{ address, verified: true }]);

    expect(await callError(client, 'addEmail', { email: 'second@example.test' })).toMatchObject({ error: 400, details: { field: 'email' } });
    expect(await client.call('forgotPassword', { email: address })).toEqual({ sent: true });
    expect((await mailsTo(address)).map((m) => m.template)).toEqual(['VERIFY_EMAIL', 'RESET_PASSWORD']);
    client.disconnect();
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    steam.signInAs('76561198000000098');
    const { session } = await signIn('steam');
    const client = await connectClient(server.url);
    await client.call('login', { resume: session });
    const address = 'raced.address@example.test';
    await client.call('addEmail', { email: address });
    const token = /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec((await mailsTo(address))[0]?.text ?? '')?.[1] ?? '';
    await db().update(users).set({ emailLower: address }).where(eq(users.username, 'DemoCustomer'));
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'verifyEmail', token)).toMatchObject({ error: 409, details: { field: 'email' } });
    visitor.disconnect();
    expect((await userOf(session ?? '')).emails).toEqual([]);
    client.disconnect();
  });
});
