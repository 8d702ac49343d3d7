import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '../../../adapters/server/persistence/schema.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Card { slug: string; title: string; language: string; fallback: boolean; publishedAt: string; readingMinutes: number }

describe(`the blog and the wiki on ${DATABASE_KIND}`, () => {
  it('the blog lists the demo posts newest first, nine a page', async () => {
    const first = (await call(server, '/api/blog')).body as { page: number; pages: number; posts: Card[] };
    expect(first.page).toBe(1);
    expect(first.pages).toBe(2);
    expect(first.posts).toHaveLength(9);
    const dates = first.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(((await call(server, '/api/blog?page=2')).body as { posts: Card[] }).posts).toHaveLength(3);
    expect((await call(server, '/api/blog?page=3')).status).toBe(404);
  });

  it('a post comes in German when translated, else in English marked as the fallback', async () => {
    const de = (await call(server, '/api/posts/how-to-buy-safely?language=de')).body as { post: Card & { html: string; toc: unknown[] }; related: Card[] };
    expect(de.post).toMatchObject({ language: 'de', fallback: false, title: 'So kaufst du In-Game-Items sicher' });
    expect(de.post.html).toContain('<h2 id=');
    expect(de.related.length).toBeGreaterThan(0);
    const ja = (await call(server, '/api/posts/how-to-buy-safely?language=ja')).body as { post: Card };
    expect(ja.post).toMatchObject({ language: 'en', fallback: true, title: 'How to buy in-game items safely' });
  });

  it('a draft or a post scheduled for later is not found, until it is due', async () => {
    await server.database.db.update(contentEntries).set({ publishAt: new Date(Date.now() + 86_400_000) }).where(eq(contentEntries.slug, 'spotting-scams'));
    expect((await call(server, '/api/posts/spotting-scams')).status).toBe(404);
    expect(((await call(server, '/api/blog')).body as { posts: Card[] }).posts.map((p) => p.slug)).not.toContain('spotting-scams');
    await server.database.db.update(contentEntries).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(contentEntries.slug, 'spotting-scams'));
    expect((await call(server, '/api/posts/spotting-scams')).status).toBe(200);
  });

  it('the wiki lists games with their categories, and an article carries its table of contents', async () => {
    const index = (await call(server, '/api/wiki')).body as { games: { gameType: string; categories: { category: string; articles: number }[] }[] };
    expect(index.games).toHaveLength(8);
    const game = index.games[0]?.gameType ?? '';
    expect(index.games[0]?.categories.map((c) => c.category).sort()).toEqual(['beginners', 'guides', 'news', 'tier-lists']);
    const category = (await call(server, `/api/wiki/${game}/guides`)).body as { articles: Card[] };
    expect(category.articles).toHaveLength(2);
    const article = (await call(server, `/api/wiki/${game}/beginners/${game}-beginners-guide`)).body as { article: { toc: { id: string }[]; html: string } };
    expect(article.article.toc.map((t) => t.id)).toContain('why-your-money-is-safe');
    expect(article.article.html).toContain(`href="/${game}"`);
    expect((await call(server, `/api/wiki/${game}/news/${game}-beginners-guide`)).status).toBe(404);
    expect((await call(server, `/api/wiki/${game}/recipes`)).status).toBe(400);
  });

  it('the site search finds posts and wiki articles by word prefix', async () => {
    const answer = (await call(server, '/api/multi-search', { body: { queries: [{ indexUid: 'blogs', q: 'scam' }, { indexUid: 'gameArticles', q: 'tier list' }, { indexUid: 'gameCategories', q: 'guides' }] } })).body as {
      results: { indexUid: string; hits: { url: string }[] }[];
    };
    expect(answer.results[0]?.hits.map((h) => h.url)).toContain('/post/spotting-scams');
    expect(answer.results[1]?.hits.length).toBe(8);
    expect(answer.results[1]?.hits.every((h) => h.url.includes('/tier-lists/'))).toBe(true);
    expect(answer.results[2]?.hits.length).toBe(8);
  });

  it('the sitemap lists the posts and the wiki pages', async () => {
    const posts = String((await call(server, '/sitemaps/posts-1.xml')).body);
    expect(posts).toContain('/post/how-to-buy-safely</loc>');
    const wiki = String((await call(server, '/sitemaps/wiki-1.xml')).body);
    expect(wiki.match(/<url>/g)?.length).toBe(8 * 4 + 40);
  });
});
