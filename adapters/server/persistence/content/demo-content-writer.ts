import { ARTICLE_TEMPLATES } from '../../seed/content-articles.ts';
import { gamePost, GENERAL_POSTS, type DemoPost } from '../../seed/content-posts.ts';
import { VISIBLE_GAMES } from '../../seed/games-catalog.ts';
import type { Database } from '../shared/database.ts';
import { contentEntries, contentRevisions, contentTranslations } from '../schema.ts';

const DAY = 86_400_000;
const AUTHOR = 'IGMarket Editorial';

/**
 * Writes the demo blog (12 posts) and wiki (5 articles for each of the 8 most
 * popular games), dated relative to `baseDate` so a seed gives the same
 * content. Idempotent: an entry whose slug exists is left as staff edited it.
 */
export async function writeDemoContent(db: Database, baseDate: Date): Promise<number> {
  const games = VISIBLE_GAMES.slice(0, 8);
  const posts: DemoPost[] = [...GENERAL_POSTS, ...games.map(gamePost)];
  const rows = [
    ...posts.map((p) => ({ id: `post_${p.slug}`, kind: 'post', slug: p.slug, gameType: p.gameType, category: null, tags: [...p.tags], at: new Date(baseDate.getTime() - p.daysAgo * DAY), texts: p.texts })),
    ...games.flatMap((g, gi) =>
      ARTICLE_TEMPLATES.map((t, ti) => ({ id: `art_${t.slug(g)}`, kind: 'article', slug: t.slug(g), gameType: g.value, category: t.category, tags: [g.value, t.category], at: new Date(baseDate.getTime() - (gi + ti + 1) * DAY), texts: { en: t.text(g) } })),
    ),
  ];
  let written = 0;
  for (const row of rows) {
    const inserted = await db
      .insert(contentEntries)
      .values({ id: row.id, kind: row.kind, slug: row.slug, gameType: row.gameType, category: row.category, tags: row.tags, coverImage: null, authorName: AUTHOR, status: 'published', publishAt: row.at, updatedAt: row.at })
      .onConflictDoNothing()
      .returning({ id: contentEntries.id });
    if (inserted.length === 0) continue;
    written += 1;
    for (const [language, text] of Object.entries(row.texts)) {
      await db.insert(contentTranslations).values({ entryId: row.id, language, title: text.title, body: text.body, updatedAt: row.at });
      await db.insert(contentRevisions).values({ entryId: row.id, language, number: 1, title: text.title, body: text.body, editorId: null });
    }
  }
  return written;
}
