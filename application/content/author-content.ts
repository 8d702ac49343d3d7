import { err, ok, type Result } from 'neverthrow';
import { checkDraft, domainError, draftChanges, publicationState, requirePermission, type Actor, type DomainError, type EntryDraft, type PublicationState } from '../../domain/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { AuthoredEntry, ContentAuthoringStore } from './ports/index.ts';

/** An entry as the editor shows it after a change: its content and where it stands. */
export type AuthoredEntryView = AuthoredEntry & { readonly state: PublicationState };

export const ENTRY_NOT_FOUND = () => domainError('NOT_FOUND', 'Entry not found', { field: 'entryId' });

export interface AuthoringDeps {
  readonly store: ContentAuthoringStore;
  readonly catalog: CatalogReader;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
}

/** The entry as the editor shows it, or NOT_FOUND. */
export async function viewOf(store: ContentAuthoringStore, id: string, now: Date): Promise<Result<AuthoredEntryView, DomainError>> {
  const entry = await store.find(id);
  return entry === undefined ? err(ENTRY_NOT_FOUND()) : ok({ ...entry, state: publicationState(entry, now) });
}

const contentOf = (e: AuthoredEntry): EntryDraft => ({ kind: e.kind, slug: e.slug, gameType: e.gameType, category: e.category, tags: e.tags, coverImage: e.coverImage, translations: e.translations });

/**
 * Writing posts and wiki articles (BLOGGER, ADMIN: `content.write`). A save
 * creates a draft or replaces an entry's content without touching its state
 * (a live post is corrected in place), and writes a revision — who, when,
 * which fields and languages changed, the content as saved — and an audit
 * line in the same unit of work. A save that changes nothing writes neither.
 * A restore saves an old revision's content again as a new revision, so the
 * history only grows. The slug is unique per kind (CONTENT_SLUG_TAKEN); the
 * kind is fixed once created, since it decides the URL.
 */
export class AuthorContent {
  constructor(private readonly deps: AuthoringDeps) {}

  async save(actor: Actor, input: { readonly entryId?: string | undefined; readonly draft: EntryDraft }): Promise<Result<AuthoredEntryView, DomainError>> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    const checked = checkDraft(input.draft);
    if (checked.isErr()) return err(checked.error);
    const draft = checked.value;
    if (draft.gameType !== null && (await this.deps.catalog.findGame(draft.gameType)) === undefined) {
      return err(domainError('VALIDATION_FAILED', `gameType: no game ${draft.gameType}`, { field: 'gameType' }));
    }
    return this.deps.unitOfWork.run(async () => this.write(staff.value, input.entryId, draft, { action: 'save', restoredFrom: null }));
  }

  async restore(actor: Actor, input: { readonly entryId: string; readonly number: number }): Promise<Result<AuthoredEntryView, DomainError>> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    return this.deps.unitOfWork.run(async () => {
      const revision = (await this.deps.store.revisions(input.entryId)).find((r) => r.number === input.number);
      if (revision === undefined) return err(domainError('NOT_FOUND', `Revision ${input.number} not found`, { field: 'number' }));
      return this.write(staff.value, input.entryId, revision.snapshot, { action: 'restore', restoredFrom: revision.number });
    });
  }

  private async write(
    staffId: string,
    entryId: string | undefined,
    draft: EntryDraft,
    how: { readonly action: 'save' | 'restore'; readonly restoredFrom: number | null },
  ): Promise<Result<AuthoredEntryView, DomainError>> {
    const { store } = this.deps;
    const at = this.deps.clock.now();
    const current = entryId === undefined ? undefined : await store.find(entryId, { lock: true });
    if (entryId !== undefined && current === undefined) return err(ENTRY_NOT_FOUND());
    if (current !== undefined && current.kind !== draft.kind) return err(domainError('VALIDATION_FAILED', 'kind: cannot change once created', { field: 'kind' }));
    const holder = await store.slugHolder(draft.kind, draft.slug);
    if (holder !== undefined && holder !== entryId) return err(domainError('CONTENT_SLUG_TAKEN', `Another ${draft.kind} already uses the slug ${draft.slug}`, { field: 'slug' }));
    const changes = draftChanges(current === undefined ? null : contentOf(current), draft);
    if (current !== undefined && changes.length === 0 && how.action === 'save') return ok({ ...current, state: publicationState(current, at) });
    let id = current?.id;
    if (id === undefined) id = await store.create(draft, staffId, at);
    else await store.update(id, draft, at);
    const number = await store.addRevision(id, { editorId: staffId, action: how.action, restoredFrom: how.restoredFrom, changes, at, snapshot: draft });
    await store.audit({
      at,
      staffId,
      action: how.action === 'restore' ? 'content.restore' : current === undefined ? 'content.create' : 'content.save',
      entryId: id,
      reason: how.action === 'restore' ? `Restored revision ${how.restoredFrom ?? ''} as ${number}` : `Revision ${number}: ${changes.join(', ') || 'no change'}`,
      details: { kind: draft.kind, slug: draft.slug, revision: number, changes },
    });
    return viewOf(store, id, at);
  }
}
