import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, RecordSearchTerm, SEARCH_REPEAT_WINDOW_MS } from '../../../application/shopping/index.ts';
import { RecentSearches } from '../../../application/shopping/recent-searches.ts';
import { bannedActor, RecordingSearchTermLog, userActor, visitor } from './fakes.ts';

function setup() {
  const log = new RecordingSearchTermLog();
  const clock = { at: Date.parse('2026-03-01T10:00:00Z'), now: () => new Date(clock.at) };
  return { log, clock, uc: new RecordSearchTerm(log, clock) };
}

const search = { term: '  gold  ', gameType: 'wow', productType: 'currency', resultCount: 12 };
/** Where the calls come from; only a visitor's is used to tell callers apart. */
const here = { clientAddress: '203.0.113.7' };

describe('RecordSearchTerm', () => {
  it('records a visitor search without a user id and a user search with theirs, term trimmed', async () => {
    const s = setup();
    expect((await s.uc.execute(visitor, search, here))._unsafeUnwrap()).toEqual({ recorded: true });
    expect((await s.uc.execute(userActor('u1'), search, here))._unsafeUnwrap()).toEqual({ recorded: true });
    expect(s.log.entries).toEqual([
      { term: 'gold', gameType: 'wow', productType: 'currency', resultCount: 12, userId: null, at: new Date(s.clock.at) },
      { term: 'gold', gameType: 'wow', productType: 'currency', resultCount: 12, userId: 'u1', at: new Date(s.clock.at) },
    ]);
  });

  it('stores a missing or empty product type as null', async () => {
    const s = setup();
    await s.uc.execute(visitor, { ...search, productType: null }, here);
    await s.uc.execute(userActor('u2'), { term: 'x', gameType: 'wow', resultCount: 0 }, here);
    expect(s.log.entries.map((e) => e.productType)).toEqual([null, null]);
  });

  it(`cuts terms to ${MAX_SEARCH_TERM_LENGTH} characters without splitting a character`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).filter((t) => t.trim() !== ''), async (term) => {
        const s = setup();
        await s.uc.execute(visitor, { ...search, term }, here);
        const stored = s.log.entries[0]?.term ?? '';
        expect(Array.from(stored).length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
        expect(term.trim().startsWith(stored)).toBe(true);
        expect(stored).toBe(stored.trim());
        expect(stored.length).toBeGreaterThan(0);
      }),
    );
  });

  it('ignores the same search by the same caller within 10 s, but not by another caller, nor after the window', async () => {
    const s = setup();
    await s.uc.execute(visitor, search, here);
    s.clock.at += SEARCH_REPEAT_WINDOW_MS - 1;
    expect((await s.uc.execute(visitor, { ...search, term: 'gold' }, here))._unsafeUnwrap()).toEqual({ recorded: false });
    expect((await s.uc.execute(visitor, search, { clientAddress: '10.0.0.9' }))._unsafeUnwrap()).toEqual({ recorded: true });
    expect((await s.uc.execute(visitor, { ...search, gameType: 'lol' }, here))._unsafeUnwrap()).toEqual({ recorded: true });
    s.clock.at += 1;
    expect((await s.uc.execute(visitor, search, here))._unsafeUnwrap()).toEqual({ recorded: true });
    expect(s.log.entries).toHaveLength(4);
  });

  it('tells a signed-in user by their id, whatever their address, and a banned user by their address', async () => {
    const s = setup();
    expect((await s.uc.execute(userActor('u1'), search, { clientAddress: '10.0.0.1' }))._unsafeUnwrap()).toEqual({ recorded: true });
    expect((await s.uc.execute(userActor('u1'), search, { clientAddress: '10.0.0.2' }))._unsafeUnwrap()).toEqual({ recorded: false });
    expect((await s.uc.execute(bannedActor('u2'), search, { clientAddress: '10.0.0.3' }))._unsafeUnwrap()).toEqual({ recorded: true });
    expect((await s.uc.execute(visitor, search, { clientAddress: '10.0.0.3' }))._unsafeUnwrap()).toEqual({ recorded: false });
    expect(s.log.entries.map((e) => e.userId)).toEqual(['u1', null]);
  });

  it('refuses an empty term, a bad game type and a bad result count with VALIDATION_FAILED naming the field', async () => {
    const cases: [Partial<typeof search>, string][] = [
      [{ term: '   ' }, 'term'],
      [{ gameType: ' ' }, 'gameType'],
      [{ gameType: 'g'.repeat(101) }, 'gameType'],
      [{ productType: 'p'.repeat(101) }, 'productType'],
      [{ resultCount: -1 }, 'resultCount'],
      [{ resultCount: 1.5 }, 'resultCount'],
      [{ resultCount: 2 ** 31 }, 'resultCount'],
    ];
    for (const [change, field] of cases) {
      const s = setup();
      const e = (await s.uc.execute(visitor, { ...search, ...change }, here))._unsafeUnwrapErr();
      expect(e).toMatchObject({ code: 'VALIDATION_FAILED', details: { field } });
      expect(s.log.entries).toEqual([]);
    }
  });
});

describe('RecentSearches', () => {
  it('never holds more keys than its capacity, dropping expired keys and then the oldest', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 5 })), { maxLength: 60 }), (steps) => {
        const recent = new RecentSearches(10, 5);
        let now = 0;
        const seen = new Map<string, number>();
        for (const [key, advance] of steps) {
          now += advance;
          const answer = recent.seenRecently(String(key), now);
          const last = seen.get(String(key));
          // A key reported as recent must really have been noted less than the window ago.
          if (answer) expect(last !== undefined && now - last < 10).toBe(true);
          else seen.set(String(key), now);
          expect(recent.size).toBeLessThanOrEqual(5);
        }
      }),
    );
  });
});
