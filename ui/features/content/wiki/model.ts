import { createStore, sample } from 'effector';
import { ArticleAnswer, WikiCategoryAnswer, WikiIndexAnswer } from '../../../../contracts/content/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $language } from '../../shared/language/model.ts';
import { contentPageShown } from '../page-shown.ts';
import { $pageMeta } from '../../shared/page-meta/model.ts';

/*
 * /wiki (games with articles), /{gameType}/{category} and
 * /{gameType}/{category}/{article}: loaded when the page resolves; an article
 * gives the page its title and description.
 */

type Scope = { readonly gameType: string; readonly category: string; readonly language: string };

export const fetchWikiFx = apiEffect((_: void) => ({ method: 'GET', path: '/api/wiki' }), WikiIndexAnswer);
export const fetchWikiCategoryFx = apiEffect((p: Scope) => ({ method: 'GET', path: `/api/wiki/${encodeURIComponent(p.gameType)}/${encodeURIComponent(p.category)}?language=${p.language}` }), WikiCategoryAnswer);
export const fetchArticleFx = apiEffect(
  (p: Scope & { readonly slug: string }) => ({ method: 'GET', path: `/api/wiki/${encodeURIComponent(p.gameType)}/${encodeURIComponent(p.category)}/${encodeURIComponent(p.slug)}?language=${p.language}` }),
  ArticleAnswer,
);

export const $wiki = createStore<WikiIndexAnswer | null>(null, { sid: 'wiki/$wiki' }).on(fetchWikiFx.doneData, (_, a) => a);
export const $wikiCategory = createStore<WikiCategoryAnswer | null>(null, { sid: 'wiki/$wikiCategory' }).on(fetchWikiCategoryFx.doneData, (_, a) => a).reset(fetchWikiCategoryFx.fail);
export const $article = createStore<ArticleAnswer | null>(null, { sid: 'wiki/$article' }).on(fetchArticleFx.doneData, (_, a) => a).reset(fetchArticleFx.fail);
export const $wikiFailed = createStore(false, { sid: 'wiki/$wikiFailed' })
  .on([fetchWikiFx.fail, fetchWikiCategoryFx.fail, fetchArticleFx.fail], () => true)
  .reset([fetchWikiFx, fetchWikiCategoryFx, fetchArticleFx]);

sample({ clock: contentPageShown, filter: (page) => page.name === 'wiki', fn: () => undefined, target: fetchWikiFx });

sample({
  clock: contentPageShown,
  source: $language,
  filter: (_, page) => page.name === 'gameCategory' && page.status < 400,
  fn: (language, page) => ({ gameType: page.params['gameType'] ?? '', category: page.params['category'] ?? '', language }),
  target: fetchWikiCategoryFx,
});

sample({
  clock: contentPageShown,
  source: $language,
  filter: (_, page) => page.name === 'gameArticle' && page.status < 400,
  fn: (language, page) => ({ gameType: page.params['gameType'] ?? '', category: page.params['category'] ?? '', slug: page.params['article'] ?? '', language }),
  target: fetchArticleFx,
});

sample({ clock: fetchArticleFx.doneData, fn: ({ article }) => ({ title: article.title, description: article.excerpt, image: article.coverImage }), target: $pageMeta });
