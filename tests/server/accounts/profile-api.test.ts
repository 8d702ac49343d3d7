import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from './ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let client: SimpleDDP;
let token: string;

interface Me {
  username: string;
  slug: string;
  phoneNumber: string | null;
  country: string | null;
  avatar: string | null;
  roles: string[];
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  const account = server.demoAccounts.find((a) => a.email === 'refunder@demo.ig-market.test');
  if (account === undefined) throw new Error('no demo account');
  client = await connectClient(server.url);
  token = ((await client.call('login', { user: { email: account.email }, password: account.password })) as { token: string }).token;
  await client.subscribe('loggedInUser').ready();
}, 180_000);

afterAll(async () => {
  client.disconnect();
  await server?.stop();
});

const me = () => (client.collection('users').fetch() as unknown as Me[])[0];

async function uploadPng(): Promise<string> {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), 'avatar.png');
  const response = await fetch(`${server.url}/api/media/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { key: string }).key;
}

describe(`the profile (${DATABASE_KIND})`, () => {
  it('renames the user with a new slug, keeps a normalised phone and a country, live in the own record', async () => {
    const answer = await client.call('updateProfile', { username: 'Refund-Hero', phoneNumber: '+44 (20) 7946-0958', country: 'DE' });
    expect(answer).toMatchObject({ username: 'Refund-Hero', slug: 'refund-hero', phoneNumber: '+442079460958', country: 'DE' });
    await expect.poll(() => me()?.username).toBe('Refund-Hero');
    expect(me()).toMatchObject({ slug: 'refund-hero', phoneNumber: '+442079460958', country: 'DE' });
    // Only what is sent changes; null clears the phone.
    await client.call('updateProfile', { phoneNumber: null });
    await expect.poll(() => me()?.phoneNumber).toBeNull();
    expect(me()?.username).toBe('Refund-Hero');
  });

  it('refuses a name another user holds, and bad phones, countries and image keys, naming the field', async () => {
    const [holder] = await server.database.db.select({ username: users.username }).from(users).where(eq(users.emailLower, 'customer@demo.ig-market.test'));
    const name = holder?.username ?? '';
    expect(name).not.toBe('');
    expect(await callError(client, 'updateProfile', { username: name })).toMatchObject({ error: 409, details: { code: 'USERNAME_TAKEN', field: 'username' } });
    expect(await callError(client, 'updateProfile', { username: 'x' })).toMatchObject({ error: 400, details: { field: 'params.0.username' } });
    expect(await callError(client, 'updateProfile', { phoneNumber: '12345' })).toMatchObject({ error: 400, details: { field: 'params.0.phoneNumber' } });
    expect(await callError(client, 'updateProfile', { country: 'XX' })).toMatchObject({ error: 400, details: { field: 'params.0.country' } });
    expect(await callError(client, 'updateProfile', { avatarKey: '0123456789abcdef0123456789abcdef' })).toMatchObject({ error: 400, details: { field: 'avatarKey' } });
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'updateProfile', { country: 'DE' })).toMatchObject({ error: 401 });
    visitor.disconnect();
  });

  it('takes an uploaded picture as the avatar, served by the image service', async () => {
    const key = await uploadPng();
    const answer = (await client.call('updateProfile', { avatarKey: key })) as { avatar: string };
    expect(answer.avatar).toBe(`media/${key}`);
    await expect.poll(() => me()?.avatar).toBe(`media/${key}`);
  });

  it('makes a buyer a seller once', async () => {
    expect(me()?.roles).not.toContain('SELLER');
    const first = (await client.call('becomeSeller')) as { roles: string[] };
    expect(first.roles).toContain('SELLER');
    expect(await client.call('becomeSeller')).toEqual(first);
    await expect.poll(() => me()?.roles).toContain('SELLER');
  });
});
