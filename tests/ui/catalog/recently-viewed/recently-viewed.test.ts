import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import {
  $recentlyViewed,
  $recentlyViewedPage,
  productViewed,
  readRecentlyViewedFx,
  recentlyViewedCleared,
  writeRecentlyViewedFx,
} from '../../../../ui/features/catalog/recently-viewed/model.ts';
import { parseRecentlyViewed, recordView, RECENTLY_VIEWED_LIMIT, serializeRecentlyViewed } from '../../../../ui/features/catalog/recently-viewed/recently-viewed.ts';
import { readSessionHintFx } from '../../../../ui/features/accounts/session/model.ts';
import { productJson, routePage } from '../product/fixtures.ts';

const id = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
const list = fc.array(id, { maxLength: 60 });

describe('recordView', () => {
  it('puts the viewed id first, keeps no repeats, keeps the others in order and at most the limit', () => {
    fc.assert(
      fc.property(list, id, fc.integer({ min: 1, max: 40 }), (before, viewed, limit) => {
        const after = recordView(before, viewed, limit);
        expect(after[0]).toBe(viewed);
        expect(new Set(after).size).toBe(after.length);
        expect(after.length).toBe(Math.min(limit, new Set([viewed, ...before]).size));
        const others = [...new Set(before.filter((x) => x !== viewed))];
        expect(after.slice(1)).toEqual(others.slice(0, limit - 1));
      }),
    );
  });

  it('is idempotent: viewing the same product twice in a row changes nothing more', () => {
    fc.assert(
      fc.property(list, id, (before, viewed) => {
        expect(recordView(recordView(before, viewed), viewed)).toEqual(recordView(before, viewed));
      }),
    );
  });

  it(`keeps ${RECENTLY_VIEWED_LIMIT} by default, dropping the oldest`, () => {
    const ids = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => `p${i}`);
    const after = recordView(ids, 'new');
    expect(after).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(after[0]).toBe('new');
    expect(after).not.toContain(`p${RECENTLY_VIEWED_LIMIT - 1}`);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was stored', () => {
    fc.assert(
      fc.property(list, id, (before, viewed) => {
        const stored = recordView(before, viewed);
        expect(parseRecentlyViewed(serializeRecentlyViewed(stored))).toEqual(stored);
      }),
    );
  });

  it.each([null, undefined, '', 'not json', '{"a":1}', '42', 'null'])('treats %j as an empty list', (raw) => {
    expect(parseRecentlyViewed(raw)).toEqual([]);
  });

  it('drops entries that are not ids, and repeats, and caps the length', () => {
    expect(parseRecentlyViewed(JSON.stringify(['a', 1, null, 'a', '../x', 'b c', 'b']))).toEqual(['a', 'b']);
    expect(parseRecentlyViewed(JSON.stringify(Array.from({ length: 100 }, (_, i) => `p${i}`)))).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });
});

describe('recently viewed model', () => {
  function browser(stored: string[]) {
    let storage = [...stored];
    const requests: ApiRequest[] = [];
    const scope = fork({
      handlers: [
        [readSessionHintFx, () => false],
        [readRecentlyViewedFx, () => [...storage]],
        [writeRecentlyViewedFx, (ids: readonly string[]) => void (storage = [...ids])],
        [
          apiRequestFx,
          (request: ApiRequest) => {
            requests.push(request);
            const ids = (request.body as { ids: string[] }).ids;
            // P2 is no longer on sale: the server leaves it out.
            return Promise.resolve({ products: ids.filter((x) => x !== 'P2').map((x) => productJson({ _id: x, title: `Item ${x}` })) });
          },
        ],
      ],
    });
    return { scope, requests, storage: () => storage };
  }
  const page = routePage('dashboardFavoritesRecentlyViewed', '/dashboard/favorites/recently-viewed');

  it('shows its loading state until the browser has read its list (the server has none)', async () => {
    const { scope, requests } = browser(['P1']);
    await allSettled(pageResolved, { scope, params: page });
    expect(scope.getState($recentlyViewedPage).status).toBe('loading');
    expect(requests).toEqual([]);
  });

  it('loads the stored products after hydration, most recent first, leaving out those no longer on sale', async () => {
    const { scope, requests } = browser(['P3', 'P2', 'P1']);
    await allSettled(pageResolved, { scope, params: page });
    await allSettled(appHydrated, { scope });
    expect(requests).toEqual([{ method: 'POST', path: '/api/products/by-ids', body: { ids: ['P3', 'P2', 'P1'] } }]);
    const view = scope.getState($recentlyViewedPage);
    expect(view.status).toBe('ready');
    expect(view.cards.map((c) => [c.id, c.href, c.title])).toEqual([
      ['P3', '/product/P3', 'Item P3'],
      ['P1', '/product/P1', 'Item P1'],
    ]);
  });

  it('is ready and empty without asking the server when nothing was viewed; views move to the front; clearing empties it', async () => {
    const { scope, requests, storage } = browser([]);
    await allSettled(appHydrated, { scope });
    await allSettled(pageResolved, { scope, params: page });
    expect(scope.getState($recentlyViewedPage)).toEqual({ status: 'ready', cards: [] });
    expect(requests).toEqual([]);
    await allSettled(productViewed, { scope, params: 'P1' });
    await allSettled(productViewed, { scope, params: 'P2' });
    await allSettled(productViewed, { scope, params: 'P1' });
    expect(storage()).toEqual(['P1', 'P2']);
    expect(scope.getState($recentlyViewed)).toEqual(['P1', 'P2']);
    await allSettled(recentlyViewedCleared, { scope });
    expect(storage()).toEqual([]);
    expect(scope.getState($recentlyViewedPage).cards).toEqual([]);
  });
});
