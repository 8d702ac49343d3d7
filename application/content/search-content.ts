import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ContentReader } from './ports/index.ts';
import { card } from './read-content.ts';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Every word of the query starts a word of the texts ('travis sc' finds 'Travis Scott'). */
function matches(query: string, texts: readonly string[]): boolean {
  const words = fold(query).split(/\s+/).filter((w) => w !== '');
  const haystack = fold(texts.join(' ')).split(/[^\p{L}\p{N}]+/u);
  return words.every((w) => haystack.some((h) => h.startsWith(w)));
}

/**
 * The site search's blog and wiki indexes (spec: blogs, gameCategories,
 * gameArticles) over live entries, matched on title, tags and body by word
 * prefix. Articles of hidden games are left out for visitors without a token,
 * like the games themselves.
 */
export class SearchContent {
  constructor(private readonly deps: { readonly content: ContentReader; readonly catalog: CatalogReader; readonly clock: Clock }) {}

  async search(index: 'blogs' | 'gameCategories' | 'gameArticles', q: string, hasAuthToken: boolean): Promise<Readonly<Record<string, unknown>>[]> {
    const now = this.deps.clock.now();
    if (index === 'blogs') {
      const { entries } = await this.deps.content.livePosts(now, { offset: 0, limit: 500 });
      return entries.filter((e) => matches(q, [e.slug, ...e.tags, ...e.translations.flatMap((t) => [t.title, t.body])])).map((e) => ({ ...card(e, 'en'), url: `/post/${e.slug}` }));
    }
    const visible = new Map((await this.deps.catalog.listGames({ includeHidden: hasAuthToken })).map((g) => [g.value, g.label]));
    const articles = (await this.deps.content.liveArticles(now, {})).filter((a) => a.gameType !== null && visible.has(a.gameType));
    if (index === 'gameArticles') {
      return articles
        .filter((a) => matches(q, [a.slug, visible.get(a.gameType ?? '') ?? '', ...a.tags, ...a.translations.flatMap((t) => [t.title, t.body])]))
        .map((a) => ({ ...card(a, 'en'), url: `/${a.gameType ?? ''}/${a.category ?? ''}/${a.slug}` }));
    }
    const categories = [...new Set(articles.map((a) => `${a.gameType ?? ''}/${a.category ?? ''}`))].map((key) => {
      const [gameType = '', category = ''] = key.split('/');
      return { gameType, category, label: `${visible.get(gameType) ?? gameType} ${category}`, url: `/${key}` };
    });
    return categories.filter((c) => matches(q, [c.label, c.category]));
  }
}
