import * as v from 'valibot';
import { CONTENT_SLUG, WIKI_CATEGORIES } from '../../domain/index.ts';
import { count, languageCode, list } from '../shared/index.ts';

/*
 * The blog and the wiki as visitors read them: GET /api/blog, /api/posts/:slug,
 * /api/wiki, /api/wiki/:gameType/:category and /api/wiki/:gameType/:category/:slug,
 * each with `?language=` (the text falls back to English, and says so).
 */

const contentSlug = v.pipe(v.string(), v.maxLength(96, 'must be at most 96 characters'), v.regex(CONTENT_SLUG, 'must be a lowercase slug'));
const gameSlug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lowercase slug'));

export const ContentLanguageQuery = v.object({ language: v.optional(languageCode, 'en') });
export const BlogQuery = v.object({
  language: v.optional(languageCode, 'en'),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,3}$/, 'must be a page number')), '1'),
});
export const PostParams = v.object({ slug: contentSlug });
export const WikiCategoryParams = v.object({ gameType: gameSlug, category: v.picklist(WIKI_CATEGORIES, `must be one of ${WIKI_CATEGORIES.join(', ')}`) });
export const WikiArticleParams = v.object({ ...WikiCategoryParams.entries, slug: contentSlug });

const TocEntry = v.object({ id: v.string(), level: v.picklist([2, 3]), text: v.string() });

/** A post or an article as a card: enough for lists, search results and related links. */
export const EntryCard = v.object({
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  coverImage: v.nullable(v.string()),
  readingMinutes: count,
  tags: list(v.string()),
  authorName: v.string(),
  gameType: v.nullable(v.string()),
  category: v.nullable(v.string()),
  publishedAt: v.string(),
  updatedAt: v.string(),
  /** The language of the text shown, and whether it is the English fallback. */
  language: v.string(),
  fallback: v.boolean(),
});
export type EntryCard = v.InferOutput<typeof EntryCard>;

export const EntryBody = v.object({ ...EntryCard.entries, html: v.string(), toc: list(TocEntry) });
export type EntryBody = v.InferOutput<typeof EntryBody>;

export const BlogAnswer = v.object({ page: count, pages: count, posts: list(EntryCard) });
export type BlogAnswer = v.InferOutput<typeof BlogAnswer>;

export const PostAnswer = v.object({ post: EntryBody, related: list(EntryCard) });
export type PostAnswer = v.InferOutput<typeof PostAnswer>;

export const WikiIndexAnswer = v.object({
  games: list(v.object({ gameType: v.string(), label: v.string(), image: v.nullable(v.string()), categories: list(v.object({ category: v.string(), articles: count })) })),
});
export type WikiIndexAnswer = v.InferOutput<typeof WikiIndexAnswer>;

export const WikiCategoryAnswer = v.object({ gameType: v.string(), category: v.string(), articles: list(EntryCard) });
export type WikiCategoryAnswer = v.InferOutput<typeof WikiCategoryAnswer>;

export const ArticleAnswer = v.object({ article: EntryBody, siblings: list(EntryCard) });
export type ArticleAnswer = v.InferOutput<typeof ArticleAnswer>;
