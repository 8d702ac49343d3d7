import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lte, max, or, type SQL } from 'drizzle-orm';
import type { AuthoredEntry, AuthoredEntrySummary, ContentAudit, ContentAuthoringStore, ContentRevision } from '../../../../application/content/index.ts';
import { SOURCE_LANGUAGE, type ContentKind, type ContentStatus, type EntryDraft, type PublicationState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { contentEntries, contentEntryRevisions, contentTranslations, staffAuditLog, users } from '../schema.ts';

type EntryRow = typeof contentEntries.$inferSelect;

/** The SQL of one editor state, as `publicationState` reads it (scheduled and live are both stored as published). */
function stateIs(state: PublicationState, now: Date): SQL {
  if (state === 'live') return and(eq(contentEntries.status, 'published'), lte(contentEntries.publishAt, now)) as SQL;
  if (state === 'scheduled') return and(eq(contentEntries.status, 'published'), gt(contentEntries.publishAt, now)) as SQL;
  return eq(contentEntries.status, state);
}

/** `ce_` and 16 random hex digits. */
const newEntryId = () => `ce_${randomBytes(8).toString('hex')}`;

/** Entries as staff write them, with their revisions and audit lines; the ambient transaction carries every call. */
export class SqlContentAuthoring implements ContentAuthoringStore {
  constructor(private readonly db: Database) {}

  async list(filter: { readonly state?: PublicationState | undefined; readonly kind?: ContentKind | undefined }, now: Date): Promise<readonly AuthoredEntrySummary[]> {
    const where = and(filter.state === undefined ? undefined : stateIs(filter.state, now), filter.kind === undefined ? undefined : eq(contentEntries.kind, filter.kind));
    const rows = await this.db.select().from(contentEntries).where(where).orderBy(desc(contentEntries.updatedAt), desc(contentEntries.id)).limit(500);
    if (rows.length === 0) return [];
    const texts = await this.db
      .select({ entryId: contentTranslations.entryId, language: contentTranslations.language, title: contentTranslations.title })
      .from(contentTranslations)
      .where(inArray(contentTranslations.entryId, rows.map((r) => r.id)));
    return rows.map((r) => {
      const own = texts.filter((t) => t.entryId === r.id);
      return {
        id: r.id,
        kind: r.kind as ContentKind,
        slug: r.slug,
        title: own.find((t) => t.language === SOURCE_LANGUAGE)?.title ?? r.slug,
        languages: own.map((t) => t.language).sort(),
        status: r.status as ContentStatus,
        publishAt: r.publishAt,
        updatedAt: r.updatedAt,
        authorName: r.authorName,
      };
    });
  }

  async find(id: string, options?: { readonly lock?: boolean }): Promise<AuthoredEntry | undefined> {
    const query = this.db.select().from(contentEntries).where(eq(contentEntries.id, id));
    const [row] = options?.lock === true ? await query.for('update') : await query;
    if (row === undefined) return undefined;
    const translations = await this.db.select().from(contentTranslations).where(eq(contentTranslations.entryId, id));
    return toEntry(
      row,
      translations
        .map(({ language, title, body }) => ({ language, title, body }))
        .sort((a, b) => (a.language === SOURCE_LANGUAGE ? -1 : b.language === SOURCE_LANGUAGE ? 1 : a.language.localeCompare(b.language))),
    );
  }

  async slugHolder(kind: ContentKind, slug: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: contentEntries.id }).from(contentEntries).where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)));
    return row?.id;
  }

  async create(draft: EntryDraft, authorId: string, at: Date): Promise<string> {
    const id = newEntryId();
    const [author] = await this.db.select({ username: users.username }).from(users).where(eq(users.id, authorId));
    await this.db.insert(contentEntries).values({ id, ...fields(draft), authorId, authorName: (author?.username ?? 'Staff').slice(0, 100), status: 'draft', publishAt: at, updatedAt: at });
    await this.writeTranslations(id, draft, at);
    return id;
  }

  async update(id: string, draft: EntryDraft, at: Date): Promise<void> {
    await this.db.update(contentEntries).set({ ...fields(draft), updatedAt: at }).where(eq(contentEntries.id, id));
    await this.db.delete(contentTranslations).where(eq(contentTranslations.entryId, id));
    await this.writeTranslations(id, draft, at);
  }

  async setPublication(id: string, publication: { readonly status: ContentStatus; readonly publishAt: Date }, at: Date): Promise<void> {
    await this.db.update(contentEntries).set({ status: publication.status, publishAt: publication.publishAt, updatedAt: at }).where(eq(contentEntries.id, id));
  }

  async addRevision(entryId: string, revision: Omit<ContentRevision, 'number' | 'editorName'>): Promise<number> {
    // The entry's row is locked by the caller, so the next number is this transaction's alone.
    const [last] = await this.db.select({ n: max(contentEntryRevisions.number) }).from(contentEntryRevisions).where(eq(contentEntryRevisions.entryId, entryId));
    const number = (last?.n ?? 0) + 1;
    await this.db.insert(contentEntryRevisions).values({
      entryId,
      number,
      editorId: revision.editorId,
      action: revision.action,
      restoredFrom: revision.restoredFrom,
      changes: [...revision.changes],
      snapshot: { ...revision.snapshot, tags: [...revision.snapshot.tags], translations: revision.snapshot.translations.map((t) => ({ ...t })) },
      at: revision.at,
    });
    return number;
  }

  async revisions(entryId: string): Promise<readonly ContentRevision[]> {
    const rows = await this.db
      .select({ revision: contentEntryRevisions, editorName: users.username })
      .from(contentEntryRevisions)
      .leftJoin(users, eq(users.id, contentEntryRevisions.editorId))
      .where(eq(contentEntryRevisions.entryId, entryId))
      .orderBy(desc(contentEntryRevisions.number));
    return rows.map(({ revision: r, editorName }) => ({
      number: r.number,
      editorId: r.editorId,
      editorName,
      action: r.action === 'restore' ? 'restore' : 'save',
      restoredFrom: r.restoredFrom,
      changes: r.changes,
      at: r.at,
      snapshot: r.snapshot as unknown as EntryDraft,
    }));
  }

  async audit(record: ContentAudit): Promise<void> {
    await this.db.insert(staffAuditLog).values({
      at: record.at,
      staffId: record.staffId,
      action: record.action,
      targetType: 'contentEntry',
      targetId: record.entryId,
      reason: record.reason,
      details: record.details === undefined ? null : { ...record.details },
    });
  }

  private async writeTranslations(entryId: string, draft: EntryDraft, at: Date): Promise<void> {
    if (draft.translations.length === 0) return;
    await this.db.insert(contentTranslations).values(draft.translations.map((t) => ({ entryId, language: t.language, title: t.title, body: t.body, updatedAt: at })));
  }
}

function fields(draft: EntryDraft) {
  return { kind: draft.kind, slug: draft.slug, gameType: draft.gameType, category: draft.category, tags: [...draft.tags], coverImage: draft.coverImage };
}

function toEntry(r: EntryRow, translations: EntryDraft['translations']): AuthoredEntry {
  return {
    id: r.id,
    kind: r.kind as ContentKind,
    slug: r.slug,
    gameType: r.gameType,
    category: r.category,
    tags: r.tags,
    coverImage: r.coverImage,
    translations,
    status: r.status as ContentStatus,
    publishAt: r.publishAt,
    updatedAt: r.updatedAt,
    authorName: r.authorName,
  };
}

/** How many entries wait for staff: drafts and scheduled ones (the control center's content queue). */
export async function contentWaiting(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentEntries)
    .where(or(stateIs('draft', now), stateIs('scheduled', now)));
  return row?.n ?? 0;
}
