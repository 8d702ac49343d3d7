import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  // The page routes exist only with a built storefront.
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

const lookup = (url: string, cookie?: string) => call(server, `/api/page?url=${encodeURIComponent(url)}`, cookie === undefined ? {} : { headers: { cookie } });

describe('the affiliate and _fbc cookies of spec section 2 (issue 11, finding 8)', () => {
  it('?affiliate= stores the code for 7 days and ?fbclid= builds _fbc for 90, SameSite=Lax, on a page and on a lookup', async () => {
    const before = Date.now();
    // `_fbc` is a marketing cookie: set only once the visitor accepted (the affiliate test covers the refusal).
    const { status, headers } = await lookup('/games?affiliate=PARTNER_7&fbclid=AbC-123', 'consent=true');
    expect(status).toBe(200);
    const cookies = headers.getSetCookie();
    const affiliate = cookies.find((c) => c.startsWith('affiliate='));
    const fbc = cookies.find((c) => c.startsWith('_fbc='));
    expect(affiliate).toMatch(/^affiliate=PARTNER_7;/);
    expect(affiliate).toContain(`Max-Age=${7 * 86_400}`);
    expect(affiliate).toMatch(/SameSite=Lax/i);
    expect(affiliate).toContain('Path=/');
    const click = /^_fbc=fb\.1\.(\d+)\.AbC-123;/.exec(fbc ?? '');
    expect(Number(click?.[1])).toBeGreaterThanOrEqual(before);
    expect(fbc).toContain(`Max-Age=${90 * 86_400}`);
    const page = await fetch(`${server.url}/games?affiliate=FROM_PAGE`);
    expect(page.headers.getSetCookie().find((c) => c.startsWith('affiliate='))).toMatch(/^affiliate=FROM_PAGE;/);
  });

  it('ignores a junk affiliate code and keeps an _fbc that already records the same click', async () => {
    const { status, headers } = await lookup('/games?affiliate=%3Cscript%3E&fbclid=AbC-123', 'consent=true; _fbc=fb.1.1700000000000.AbC-123');
    expect(status).toBe(200);
    expect(headers.getSetCookie()).toEqual([]);
  });
});
