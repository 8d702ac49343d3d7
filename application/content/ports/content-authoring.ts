import type { ContentKind, ContentStatus, EntryDraft, PublicationState, StaffAuditAction } from '../../../domain/index.ts';

/** An entry as the editor opens it: its content, its state and who wrote it. */
export interface AuthoredEntry extends EntryDraft {
  readonly id: string;
  readonly status: ContentStatus;
  readonly publishAt: Date;
  readonly updatedAt: Date;
  readonly authorName: string;
}

/** One line of the staff list: enough to pick an entry. */
export interface AuthoredEntrySummary {
  readonly id: string;
  readonly kind: ContentKind;
  readonly slug: string;
  /** The English title. */
  readonly title: string;
  readonly languages: readonly string[];
  readonly status: ContentStatus;
  readonly publishAt: Date;
  readonly updatedAt: Date;
  readonly authorName: string;
}

/** One saved version: who, when, what changed, and the content as saved. */
export interface ContentRevision {
  readonly number: number;
  readonly editorId: string | null;
  /** The editor's username at reading time; null when the account is gone. */
  readonly editorName: string | null;
  readonly action: 'save' | 'restore';
  readonly restoredFrom: number | null;
  readonly changes: readonly string[];
  readonly at: Date;
  readonly snapshot: EntryDraft;
}

/** What a staff action writes to the audit log beside its change (target: the entry). */
export interface ContentAudit {
  readonly at: Date;
  readonly staffId: string;
  readonly action: StaffAuditAction;
  readonly entryId: string;
  readonly reason: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Entries as staff write them. Every call joins the caller's unit of work;
 * `lock` holds the entry's row until it commits, so two editors saving at
 * once number their revisions one after the other.
 */
export interface ContentAuthoringStore {
  list(filter: { readonly state?: PublicationState | undefined; readonly kind?: ContentKind | undefined }, now: Date): Promise<readonly AuthoredEntrySummary[]>;
  find(id: string, options?: { readonly lock?: boolean }): Promise<AuthoredEntry | undefined>;
  /** The id of another entry of the kind holding the slug, if any. */
  slugHolder(kind: ContentKind, slug: string): Promise<string | undefined>;
  /** A new draft written by `authorId`; answers its id. */
  create(draft: EntryDraft, authorId: string, at: Date): Promise<string>;
  /** Replaces the entry's content (fields and every translation). */
  update(id: string, draft: EntryDraft, at: Date): Promise<void>;
  setPublication(id: string, publication: { readonly status: ContentStatus; readonly publishAt: Date }, at: Date): Promise<void>;
  addRevision(entryId: string, revision: Omit<ContentRevision, 'number' | 'editorName'>): Promise<number>;
  revisions(entryId: string): Promise<readonly ContentRevision[]>;
  audit(record: ContentAudit): Promise<void>;
}
