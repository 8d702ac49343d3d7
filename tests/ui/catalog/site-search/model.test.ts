import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { MultiSearchAnswer } from '../../../../contracts/catalog/index.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import { navigationRequested, pageResolved } from '../../../../ui/features/shared/page/model.ts';
import {
  $highlight,
  $results,
  $resultTabs,
  $searchText,
  $suggestions,
  $suggestionsOpen,
  highlightMoved,
  searchSubmitted,
  searchTyped,
  suggestPauseFx,
} from '../../../../ui/features/catalog/site-search/model.ts';
import { routePage } from '../product/fixtures.ts';

type Body = { queries: { indexUid: string; q: string; limit: number }[] };

/** A search service that knows one game, one offer and one wiki article about Travis Scott. */
function answer(body: Body): MultiSearchAnswer {
  const hits: Record<string, Record<string, unknown>[]> = {
    gameTypes: [{ value: 'fortnite', label: 'Fortnite' }],
    hotSearch: [],
    products_new: [{ _id: 'L1', title: 'Travis Scott skin account', gameType: 'fortnite', productType: 'accounts', price: 4999, image: null }],
    blogs: [],
    gameArticles: [{ title: 'Fortnite: the Travis Scott skins', excerpt: 'Which accounts have them.', url: '/fortnite/beginners/travis-scott' }],
  };
  return { results: body.queries.map((q) => ({ indexUid: q.indexUid as never, query: q.q, hits: (hits[q.indexUid] ?? []).slice(0, q.limit), estimatedTotalHits: (hits[q.indexUid] ?? []).length })) };
}

function setup(delayFor: (text: string) => number = () => 0) {
  const asked: Body[] = [];
  const scope = fork({
    handlers: [
      [suggestPauseFx, (text: string) => Promise.resolve(text)],
      [
        apiRequestFx,
        async (request: ApiRequest) => {
          const body = request.body as Body;
          asked.push(body);
          await new Promise((r) => setTimeout(r, delayFor(body.queries[0]?.q ?? '')));
          return answer(body);
        },
      ],
    ],
  });
  const navigations: string[] = [];
  createWatch({ unit: navigationRequested, scope, fn: ({ to }) => navigations.push(to) });
  return { scope, asked, navigations };
}

describe('header search suggestions', () => {
  it('suggests games, offers and wiki articles grouped by kind for a typed text', async () => {
    const { scope, asked } = setup();
    await allSettled(searchTyped, { scope, params: 'travis scot' });
    expect(asked[0]?.queries.map((q) => q.indexUid)).toEqual(['gameTypes', 'hotSearch', 'products_new', 'blogs', 'gameArticles']);
    expect(scope.getState($suggestionsOpen)).toBe(true);
    expect(scope.getState($suggestions).map((g) => [g.kind, g.items.map((i) => i.href)])).toEqual([
      ['games', ['/fortnite']],
      ['offers', ['/product/L1']],
      ['articles', ['/fortnite/beginners/travis-scott']],
    ]);
  });

  it('asks nothing for one letter, and drops an answer for a text the box no longer holds', async () => {
    const { scope, asked } = setup((text) => (text === 'tra' ? 30 : 0));
    await allSettled(searchTyped, { scope, params: 't' });
    expect(asked).toEqual([]);
    const slow = allSettled(searchTyped, { scope, params: 'tra' });
    await allSettled(searchTyped, { scope, params: 'x' });
    await slow;
    expect(scope.getState($searchText)).toBe('x');
    expect(scope.getState($suggestions)).toEqual([]);
    expect(scope.getState($suggestionsOpen)).toBe(false);
  });

  it('arrow keys walk the suggestions across groups and Enter opens the highlighted one', async () => {
    const { scope, navigations } = setup();
    await allSettled(searchTyped, { scope, params: 'travis scot' });
    await allSettled(highlightMoved, { scope, params: 1 });
    await allSettled(highlightMoved, { scope, params: 1 });
    expect(scope.getState($highlight)).toBe(1);
    await allSettled(searchSubmitted, { scope });
    expect(navigations).toEqual(['/product/L1']);
    expect(scope.getState($suggestionsOpen)).toBe(false);
  });

  it('up from the first suggestion goes back to the typed text, and Enter then opens the results page', async () => {
    const { scope, navigations } = setup();
    await allSettled(searchTyped, { scope, params: 'travis scot' });
    await allSettled(highlightMoved, { scope, params: 1 });
    await allSettled(highlightMoved, { scope, params: -1 });
    expect(scope.getState($highlight)).toBe(-1);
    await allSettled(highlightMoved, { scope, params: -1 });
    expect(scope.getState($highlight)).toBe(2);
    await allSettled(highlightMoved, { scope, params: 1 });
    await allSettled(searchSubmitted, { scope });
    expect(navigations).toEqual(['/search?q=travis%20scot']);
  });
});

describe('search results page', () => {
  it('loads every kind for the URL text, with a tab per kind that found something, and fills the box', async () => {
    const { scope, asked } = setup();
    await allSettled(pageResolved, { scope, params: routePage('search', '/search', {}, '?q=travis+scot') });
    expect(asked[0]?.queries.every((q) => q.q === 'travis scot' && q.limit === 20)).toBe(true);
    expect(scope.getState($results)?.text).toBe('travis scot');
    expect(scope.getState($resultTabs)).toEqual([
      { kind: 'games', total: 1 },
      { kind: 'offers', total: 1 },
      { kind: 'articles', total: 1 },
    ]);
    expect(scope.getState($searchText)).toBe('travis scot');
  });

  it('asks nothing for an empty query', async () => {
    const { scope, asked } = setup();
    await allSettled(pageResolved, { scope, params: routePage('search', '/search') });
    expect(asked).toEqual([]);
    expect(scope.getState($results)).toEqual({ text: '', groups: [] });
  });
});
