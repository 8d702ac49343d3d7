import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordAnalyticsEvent } from '../../../application/analytics/index.ts';
import type { AnalyticsEventStore, PageVisitEvent, RecordedAnalyticsEvent } from '../../../application/analytics/ports/index.ts';

/** Keeps what it is given, in order. */
class RecordingEventStore implements AnalyticsEventStore {
  readonly events: RecordedAnalyticsEvent[] = [];
  record(event: RecordedAnalyticsEvent): Promise<void> {
    this.events.push(event);
    return Promise.resolve();
  }
}

function setup() {
  const store = new RecordingEventStore();
  const clock = { at: Date.parse('2026-03-01T10:00:00Z'), now: () => new Date(clock.at) };
  return { store, clock, uc: new RecordAnalyticsEvent(store, clock) };
}

const visitor = { userId: null };
const visit: PageVisitEvent = {
  type: 'PageVisit',
  path: '/wow/gold?page=2',
  routeName: 'listing',
  language: 'de',
  currency: 'EUR',
  visitorId: 'v-123',
  referrer: 'https://www.google.com/search?q=wow+gold#top',
};

describe('RecordAnalyticsEvent', () => {
  it("stores a PageVisit stamped with the server's clock, for a visitor and for a user", async () => {
    const s = setup();
    expect((await s.uc.execute(visitor, visit)).isOk()).toBe(true);
    s.clock.at += 1000;
    expect((await s.uc.execute({ userId: 'u1' }, { ...visit, referrer: undefined })).isOk()).toBe(true);
    expect(s.store.events).toEqual([
      {
        type: 'PageVisit',
        path: '/wow/gold?page=2',
        routeName: 'listing',
        language: 'de',
        currency: 'EUR',
        visitorId: 'v-123',
        referrer: 'https://www.google.com/search',
        userId: null,
        recordedAt: new Date('2026-03-01T10:00:00Z'),
      },
      expect.objectContaining({ userId: 'u1', referrer: null, recordedAt: new Date('2026-03-01T10:00:01Z') }),
    ]);
  });

  it('ignores a user id or a time smuggled into the event: only the caller and the clock count', async () => {
    const s = setup();
    const forged = { ...visit, userId: 'admin', recordedAt: new Date('2000-01-01T00:00:00Z') } as PageVisitEvent;
    await s.uc.execute(visitor, forged);
    await s.uc.execute({ userId: 'u7' }, forged);
    expect(s.store.events.map((e) => [e.userId, e.recordedAt.toISOString()])).toEqual([
      [null, '2026-03-01T10:00:00.000Z'],
      ['u7', '2026-03-01T10:00:00.000Z'],
    ]);
  });

  it('normalizes: currency upper-cased, fields trimmed, empty referrer is none, fragment dropped', async () => {
    const s = setup();
    await s.uc.execute(visitor, { ...visit, path: '/games#faq', currency: 'eur', routeName: ' games ', visitorId: ' v-1 ', referrer: '' });
    expect(s.store.events[0]).toMatchObject({ path: '/games', currency: 'EUR', routeName: 'games', visitorId: 'v-1', referrer: null });
  });

  it('keeps no one-time secret from /auth/ URLs, in the path or the referrer', async () => {
    const cases: [string, string][] = [
      ['/auth/login/Zm9vYmFyYmF6cXV4', '/auth/login/:token'],
      ['/auth/verify/abc123?x=1', '/auth/verify/:token'],
      ['/auth/recovery/abc/def', '/auth/recovery/:token'],
      ['/auth/discordAuth?code=secret-code&state=s', '/auth/discordAuth'],
      ['/auth/steamAuth#access_token=secret', '/auth/steamAuth'],
      ['/auth/logout', '/auth/logout'],
      ['/authors?auth=1', '/authors?auth=1'],
    ];
    for (const [path, stored] of cases) {
      const s = setup();
      await s.uc.execute(visitor, { ...visit, path, referrer: `https://ig.example${path}` });
      expect(s.store.events[0]).toMatchObject({ path: stored, referrer: `https://ig.example${stored.split('?')[0] ?? ''}` });
    }
  });

  it('refuses bad input with VALIDATION_FAILED naming the field, and stores nothing', async () => {
    const cases: [Partial<PageVisitEvent>, string, string?][] = [
      [{ path: '' }, 'path'],
      [{ path: 'wow/gold' }, 'path'],
      [{ path: 'https://evil.example/' }, 'path'],
      [{ path: `/${'a'.repeat(2048)}` }, 'path'],
      [{ path: '/nul\u0000byte' }, 'path'],
      [{ path: '/line\nbreak' }, 'path'],
      [{ path: '/lone\ud800surrogate' }, 'path'],
      [{ routeName: '  ' }, 'routeName'],
      [{ routeName: 'r'.repeat(101) }, 'routeName'],
      [{ language: 'german' }, 'language'],
      [{ language: '' }, 'language'],
      [{ currency: 'EURO' }, 'currency', 'CURRENCY_INVALID'],
      [{ visitorId: '' }, 'visitorId'],
      [{ visitorId: 'has space' }, 'visitorId'],
      [{ visitorId: 'v'.repeat(129) }, 'visitorId'],
      [{ referrer: 'not a url' }, 'referrer'],
      [{ referrer: 'javascript:alert(1)' }, 'referrer'],
      [{ referrer: `https://x.example/${'a'.repeat(2048)}` }, 'referrer'],
      [{ referrer: `https://x.example/${'\u00e9'.repeat(1000)}` }, 'referrer'],
    ];
    for (const [change, field, code = 'VALIDATION_FAILED'] of cases) {
      const s = setup();
      const e = (await s.uc.execute(visitor, { ...visit, ...change }))._unsafeUnwrapErr();
      expect(e, JSON.stringify(change).slice(0, 80)).toMatchObject({ code, details: { field } });
      expect(s.store.events).toEqual([]);
    }
  });

  it('refuses an unknown event type', async () => {
    const s = setup();
    const e = (await s.uc.execute(visitor, { ...visit, type: 'AddToCart' } as unknown as PageVisitEvent))._unsafeUnwrapErr();
    expect(e).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'type' } });
  });

  it('stores any accepted path bounded, starting with /, without a fragment, and without what follows /auth/{route}/', async () => {
    const pathChars = fc.constantFrom(...'/abcAUTH?#=&-_.%'.split(''), 'auth', '/auth/', '\u00e9', '\u{1F600}');
    await fc.assert(
      fc.asyncProperty(fc.array(pathChars, { maxLength: 40 }).map((parts) => parts.join('')), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), async (tail, secret) => {
        const s = setup();
        const path = `/${tail}`;
        const result = await s.uc.execute(visitor, { ...visit, path: `/auth/x/${secret}${path}` });
        const plain = await s.uc.execute(visitor, { ...visit, path });
        expect(plain.isOk()).toBe(true);
        const [authStored, plainStored] = s.store.events.map((e) => e.path);
        if (result.isOk()) expect(authStored).toBe('/auth/x/:token');
        else expect(result.error.details).toEqual({ field: 'path' });
        expect(plainStored?.startsWith('/')).toBe(true);
        expect(plainStored?.includes('#')).toBe(false);
        expect(plainStored?.length).toBeLessThanOrEqual(2048);
        if (plainStored?.startsWith('/auth/')) expect(plainStored.split('/').length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('either refuses a referrer naming the field or keeps an http(s) origin and path within 2,048 characters', async () => {
    const referrers = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: 'binary', maxLength: 2100 }).map((tail) => `https://x.example/${tail}`),
      fc.string({ unit: 'binary', maxLength: 100 }),
    );
    await fc.assert(
      fc.asyncProperty(referrers, async (referrer) => {
        const s = setup();
        const result = await s.uc.execute(visitor, { ...visit, referrer });
        if (result.isErr()) {
          expect(result.error.details).toEqual({ field: 'referrer' });
          return;
        }
        const kept = s.store.events[0]?.referrer;
        if (kept === null || kept === undefined) {
          expect(referrer.trim()).toBe('');
        } else {
          expect(kept.length).toBeLessThanOrEqual(2048);
          expect(kept).toMatch(/^https?:\/\/[^?#]*$/);
        }
      }),
    );
  });
});
