import { err, ok, type Result } from 'neverthrow';
import { BLOG_PAGE_SIZE, blogPageCount, domainError, excerptOf, isLive, pickTranslation, readingMinutes, WIKI_CATEGORIES, type DomainError } from '../../domain/index.ts';
import type { ArticleAnswer, BlogAnswer, EntryBody, EntryCard, PostAnswer, WikiCategoryAnswer, WikiIndexAnswer } from '../../contracts/content/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ContentEntry, ContentReader, MarkdownRenderer } from './ports/index.ts';

const RELATED = 3;

/**
 * The blog and the wiki as visitors read them: live entries only (a draft or
 * a post scheduled for later is NOT_FOUND, as if it did not exist), in the
 * visitor's language or English with `fallback: true`. Readings: related
 * posts share a tag or the game, newest first, then the newest others; wiki
 * pages of a hidden game exist only for signed-in visitors, like the game.
 */
export class ReadContent {
  constructor(private readonly deps: { readonly content: ContentReader; readonly catalog: CatalogReader; readonly markdown: MarkdownRenderer; readonly clock: Clock }) {}

  async blog(page: number, language: string): Promise<Result<BlogAnswer, DomainError>> {
    const now = this.deps.clock.now();
    const { entries, total } = await this.deps.content.livePosts(now, { offset: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE });
    const pages = blogPageCount(total);
    if (page > pages) return err(domainError('NOT_FOUND', `Blog page ${page} does not exist`));
    return ok({ page, pages, posts: entries.map((e) => card(e, language)) });
  }

  async post(slug: string, language: string): Promise<Result<PostAnswer, DomainError>> {
    const now = this.deps.clock.now();
    const entry = await this.deps.content.findBySlug('post', slug);
    if (entry === undefined || !isLive(entry, now)) return err(domainError('NOT_FOUND', `Post not found: ${slug}`));
    const recent = (await this.deps.content.livePosts(now, { offset: 0, limit: 30 })).entries.filter((e) => e.id !== entry.id);
    const close = (e: ContentEntry) => e.tags.some((t) => entry.tags.includes(t)) || (entry.gameType !== null && e.gameType === entry.gameType);
    const related = [...recent.filter(close), ...recent.filter((e) => !close(e))].slice(0, RELATED);
    return ok({ post: this.body(entry, language), related: related.map((e) => card(e, language)) });
  }

  async wikiIndex(hasAuthToken: boolean): Promise<Result<WikiIndexAnswer, DomainError>> {
    const articles = await this.deps.content.liveArticles(this.deps.clock.now(), {});
    const games = await this.deps.catalog.listGames({ includeHidden: hasAuthToken, orderBy: 'popularity' });
    return ok({
      games: games
        .map((g) => ({
          gameType: g.value,
          label: g.label,
          image: imageOf(g),
          categories: WIKI_CATEGORIES.map((category) => ({ category, articles: articles.filter((a) => a.gameType === g.value && a.category === category).length })).filter((c) => c.articles > 0),
        }))
        .filter((g) => g.categories.length > 0),
    });
  }

  async wikiCategory(gameType: string, category: string, language: string, hasAuthToken: boolean): Promise<Result<WikiCategoryAnswer, DomainError>> {
    if (!(await this.gameVisible(gameType, hasAuthToken))) return err(domainError('NOT_FOUND', 'Game not found'));
    const articles = await this.deps.content.liveArticles(this.deps.clock.now(), { gameType, category });
    if (articles.length === 0) return err(domainError('NOT_FOUND', `No ${category} for ${gameType}`));
    return ok({ gameType, category, articles: articles.map((a) => card(a, language)) });
  }

  async article(gameType: string, category: string, slug: string, language: string, hasAuthToken: boolean): Promise<Result<ArticleAnswer, DomainError>> {
    const now = this.deps.clock.now();
    const entry = await this.deps.content.findBySlug('article', slug);
    if (entry === undefined || !isLive(entry, now) || entry.gameType !== gameType || entry.category !== category || !(await this.gameVisible(gameType, hasAuthToken))) {
      return err(domainError('NOT_FOUND', `Article not found: ${slug}`));
    }
    const siblings = (await this.deps.content.liveArticles(now, { gameType })).filter((a) => a.id !== entry.id).slice(0, 6);
    return ok({ article: this.body(entry, language), siblings: siblings.map((a) => card(a, language)) });
  }

  /** Whether a content page's subject exists for the visitor (the page resolver's 404). */
  async exists(page: { readonly name: 'post' | 'gameCategory' | 'gameArticle'; readonly params: Readonly<Record<string, string>>; readonly signedIn: boolean }): Promise<boolean> {
    const p = (key: string) => page.params[key] ?? '';
    if (page.name === 'post') return (await this.post(p('slug'), 'en')).isOk();
    if (page.name === 'gameCategory') return (await this.wikiCategory(p('gameType'), p('category'), 'en', page.signedIn)).isOk();
    return (await this.article(p('gameType'), p('category'), p('article'), 'en', page.signedIn)).isOk();
  }

  private async gameVisible(gameType: string, hasAuthToken: boolean): Promise<boolean> {
    const game = await this.deps.catalog.findGame(gameType);
    return game !== undefined && (hasAuthToken || game.hidden !== true);
  }

  private body(entry: ContentEntry, language: string): EntryBody {
    const shown = card(entry, language);
    const text = pickTranslation(entry.translations, language)?.translation.body ?? '';
    return { ...shown, ...this.deps.markdown.render(text) };
  }
}

function imageOf(game: object): string | null {
  const image = (game as { image?: unknown }).image;
  return typeof image === 'string' ? image : null;
}

/** An entry as a card in `language` (or its English fallback). */
export function card(entry: ContentEntry, language: string): EntryCard {
  const picked = pickTranslation(entry.translations, language);
  const body = picked?.translation.body ?? '';
  return {
    slug: entry.slug,
    title: picked?.translation.title ?? entry.slug,
    excerpt: excerptOf(body),
    coverImage: entry.coverImage,
    readingMinutes: readingMinutes(body),
    tags: entry.tags,
    authorName: entry.authorName,
    gameType: entry.gameType,
    category: entry.category,
    publishedAt: entry.publishAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    language: picked?.translation.language ?? language,
    fallback: picked?.fallback ?? false,
  };
}
