import type { MultiSearchAnswer, MultiSearchBody } from '../../../../contracts/catalog/index.ts';
import type * as v from 'valibot';
import { pathFor } from '../../../../domain/navigation/path-for.ts';

/**
 * The header search asks five of the spec's indexes at once and shows the
 * answers grouped by kind, in this order: what a buyer most likely wants
 * (a game, a hot search, an offer) before what they may read.
 */
export const SEARCH_KINDS = ['games', 'hotSearches', 'offers', 'posts', 'articles'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const INDEX_OF: Readonly<Record<SearchKind, 'gameTypes' | 'hotSearch' | 'products_new' | 'blogs' | 'gameArticles'>> = {
  games: 'gameTypes',
  hotSearches: 'hotSearch',
  offers: 'products_new',
  posts: 'blogs',
  articles: 'gameArticles',
};

/** One thing to open: its label, where it leads and a short second line. */
export interface SearchItem {
  readonly label: string;
  readonly href: string;
  readonly detail: string;
}

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly items: readonly SearchItem[];
  /** How many the index found in all (the results page shows it on the kind's tab). */
  readonly total: number;
}

/** The multi-search request for a text: `limit` hits of each kind (suggestions ask few, the results page more). */
export function searchRequest(text: string, limit: number, kinds: readonly SearchKind[] = SEARCH_KINDS): v.InferInput<typeof MultiSearchBody> {
  return { queries: kinds.map((kind) => ({ indexUid: INDEX_OF[kind], q: text, limit })) };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A hit as something to open; the indexes' documents differ, the list does not. */
function itemOf(kind: SearchKind, hit: Readonly<Record<string, unknown>>): SearchItem | null {
  switch (kind) {
    case 'games':
      return { label: str(hit['label']), href: `/${str(hit['value'])}`, detail: '' };
    case 'hotSearches':
      if (str(hit['productType']) === '') return null;
      return { label: str(hit['label']), href: pathFor('listing', { gameType: str(hit['gameType']), productType: str(hit['productType']), hotSearch: str(hit['url']) }), detail: str(hit['gameType']) };
    case 'offers':
      return { label: str(hit['title']), href: `/product/${str(hit['_id'])}`, detail: `${str(hit['gameType'])} · ${str(hit['productType'])}` };
    case 'posts':
    case 'articles':
      return { label: str(hit['title']), href: str(hit['url']), detail: str(hit['excerpt']) };
  }
}

/** The answer as groups in SEARCH_KINDS order, leaving out empty kinds and hits without a label or link. */
export function groupsOf(answer: MultiSearchAnswer, kinds: readonly SearchKind[] = SEARCH_KINDS): readonly SearchGroup[] {
  return kinds.flatMap((kind, i) => {
    const result = answer.results[i];
    if (result === undefined) return [];
    const items = result.hits.map((hit) => itemOf(kind, hit)).filter((item): item is SearchItem => item !== null && item.label !== '' && item.href.length > 1);
    return items.length === 0 ? [] : [{ kind, items, total: Math.max(result.estimatedTotalHits, items.length) }];
  });
}

/** The suggestions as one list, for the arrow keys: the n-th item across the groups. */
export function flatItems(groups: readonly SearchGroup[]): readonly SearchItem[] {
  return groups.flatMap((g) => g.items);
}
