import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_UPLOAD_BYTES } from '../../../domain/index.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Uploads and the image service over real HTTP: a signed-in user's PNG comes
 * back as WebP at the width a page asks for; a file that only claims to be an
 * image, an oversize file and a visitor are refused with answers that say why.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  const account = server.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test') ?? server.demoAccounts[0];
  if (account === undefined) throw new Error('no demo account');
  const client = await connectClient(server.url);
  token = ((await client.call('login', { user: { email: account.email }, password: account.password })) as { token: string }).token;
  await client.disconnect();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
}

async function upload(bytes: Uint8Array, name: string, type: string, auth = true): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type }), name);
  const response = await fetch(`${server.url}/api/media/uploads`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe(`media on ${DATABASE_KIND}`, () => {
  it('stores an uploaded PNG and serves it as WebP at the asked width, cached for good', async () => {
    const uploaded = await upload(await png(900, 600), 'photo.png', 'image/png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 900, height: 600 });
    const src = String(uploaded.body['src']);
    expect(src).toMatch(/^media\/[0-9a-f]{32}$/);

    const response = await fetch(`${server.url}/media/image/format=webp,width=320,height=180,fit=cover/https://assets.ig-market.com/files/${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([320, 180]);

    // The same file again is the same stored image.
    const again = await upload(await png(900, 600), 'other-name.png', 'image/png');
    expect(again.body['key']).toBe(uploaded.body['key']);
  });

  it('answers AVIF when asked and drops camera metadata', async () => {
    const withExif = await sharp(await png(400, 300)).jpeg().withExif({ IFD0: { Make: 'SecretCam', Copyright: 'gps-here' } }).toBuffer();
    const uploaded = await upload(withExif, 'camera.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const response = await fetch(`${server.url}/media/image/format=avif,width=128/https://assets.ig-market.com/files/${String(uploaded.body['src'])}`);
    expect(response.headers.get('content-type')).toBe('image/avif');
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(128);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('refuses a text file named .png with 400 naming the field', async () => {
    const fake = await upload(new TextEncoder().encode('just some text, not pixels'), 'evil.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file' });
  });

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(MEDIA_MAX_UPLOAD_BYTES + 1024);
    big.set(await png(8, 8));
    const refused = await upload(big, 'big.png', 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'MEDIA_TOO_LARGE', field: 'file' });
  });

  it('refuses visitors and non-multipart bodies', async () => {
    expect((await upload(await png(10, 10), 'a.png', 'image/png', false)).status).toBe(401);
    const json = await fetch(`${server.url}/api/media/uploads`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ field: 'body' });
  });

  it('names a bad modifier and answers 404 for images that are not ours', async () => {
    const bad = await fetch(`${server.url}/media/image/format=webp,width=huge/https://assets.ig-market.com/files/media/0123456789abcdef0123456789abcdef`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'modifiers.width' });
    const foreign = await fetch(`${server.url}/media/image/width=64/https://evil.example/files/media/0123456789abcdef0123456789abcdef`);
    expect(foreign.status).toBe(404);
    const missing = await fetch(`${server.url}/media/image/width=64/https://assets.ig-market.com/files/media/0123456789abcdef0123456789abcdef`);
    expect(missing.status).toBe(404);
  });

  it('draws distinct artwork for catalog subjects without pictures, and none for made-up ones', async () => {
    const art = async (path: string) => fetch(`${server.url}/media/image/format=webp,width=96,height=96/https://assets.ig-market.com/files/art/${path}`);
    const cod = await art('game/call-of-duty');
    const codm = await art('game/cod-mobile');
    const coc = await art('game/clash-of-clans');
    for (const response of [cod, codm, coc]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const [a, b, c] = await Promise.all([cod, codm, coc].map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect((await sharp(a).metadata()).width).toBe(96);
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(false);
    expect(a?.equals(c ?? Buffer.alloc(0))).toBe(false);
    expect((await art('service/accounts')).status).toBe(200);
    expect((await art('offer/fortnite/accounts')).status).toBe(200);
    expect((await art('game/not-a-game')).status).toBe(404);
    expect((await art('offer/fortnite/not-a-type')).status).toBe(404);
  });
});
