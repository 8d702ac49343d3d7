import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ContentEntry, ContentReader, LiveEntryRef } from '../../../../application/content/index.ts';
import type { ContentKind, ContentStatus } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { contentEntries, contentTranslations } from '../schema.ts';

type EntryRow = typeof contentEntries.$inferSelect;

/** Entries and their translations from `content_entries` / `content_translations`. */
export class SqlContentReader implements ContentReader {
  constructor(private readonly db: Database) {}

  private live(kind: ContentKind, now: Date): SQL {
    return and(eq(contentEntries.kind, kind), eq(contentEntries.status, 'published'), lte(contentEntries.publishAt, now)) as SQL;
  }

  async livePosts(now: Date, page: { readonly offset: number; readonly limit: number; readonly tag?: string; readonly gameType?: string }) {
    const where = and(
      this.live('post', now),
      page.tag === undefined ? undefined : sql`${contentEntries.tags} @> ${JSON.stringify([page.tag])}::jsonb`,
      page.gameType === undefined ? undefined : eq(contentEntries.gameType, page.gameType),
    );
    const rows = await this.db.select().from(contentEntries).where(where).orderBy(desc(contentEntries.publishAt), asc(contentEntries.slug)).limit(page.limit).offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(contentEntries).where(where);
    return { entries: await this.withTranslations(rows), total: total?.n ?? 0 };
  }

  async liveArticles(now: Date, filter: { readonly gameType?: string; readonly category?: string }) {
    const where = and(
      this.live('article', now),
      filter.gameType === undefined ? undefined : eq(contentEntries.gameType, filter.gameType),
      filter.category === undefined ? undefined : eq(contentEntries.category, filter.category),
    );
    const rows = await this.db.select().from(contentEntries).where(where).orderBy(desc(contentEntries.updatedAt), asc(contentEntries.slug));
    return this.withTranslations(rows);
  }

  async findBySlug(kind: ContentKind, slug: string): Promise<ContentEntry | undefined> {
    const rows = await this.db.select().from(contentEntries).where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)));
    return (await this.withTranslations(rows))[0];
  }

  async liveRefs(now: Date): Promise<readonly LiveEntryRef[]> {
    const rows = await this.db
      .select({ kind: contentEntries.kind, slug: contentEntries.slug, gameType: contentEntries.gameType, category: contentEntries.category, updatedAt: contentEntries.updatedAt })
      .from(contentEntries)
      .where(and(eq(contentEntries.status, 'published'), lte(contentEntries.publishAt, now)))
      .orderBy(asc(contentEntries.kind), asc(contentEntries.slug));
    return rows.map((r) => ({ ...r, kind: r.kind as ContentKind }));
  }

  private async withTranslations(rows: readonly EntryRow[]): Promise<ContentEntry[]> {
    if (rows.length === 0) return [];
    const translations = await this.db.select().from(contentTranslations).where(inArray(contentTranslations.entryId, rows.map((r) => r.id)));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as ContentKind,
      slug: r.slug,
      gameType: r.gameType,
      category: r.category,
      tags: r.tags,
      coverImage: r.coverImage,
      authorName: r.authorName,
      status: r.status as ContentStatus,
      publishAt: r.publishAt,
      updatedAt: r.updatedAt,
      translations: translations.filter((t) => t.entryId === r.id).map(({ language, title, body, updatedAt }) => ({ language, title, body, updatedAt })),
    }));
  }
}
