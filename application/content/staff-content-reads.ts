import { err, ok, type Result } from 'neverthrow';
import { publicationState, requirePermission, type Actor, type ContentKind, type DomainError, type PublicationState } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import { viewOf, type AuthoredEntryView } from './author-content.ts';
import type { AuthoredEntrySummary, ContentAuthoringStore, ContentRevision, MarkdownRenderer, RenderedMarkdown } from './ports/index.ts';

/**
 * What the editor reads (`content.write`): the list by state, one entry
 * with every translation, its revisions newest first, and a preview —
 * rendered by the same renderer as the public page, on the server, so what
 * the author sees is what visitors will get (scripts and javascript: links
 * included: inert in both).
 */
export class StaffContentReads {
  constructor(private readonly deps: { readonly store: ContentAuthoringStore; readonly markdown: MarkdownRenderer; readonly clock: Clock }) {}

  async list(actor: Actor, filter: { readonly state?: PublicationState | undefined; readonly kind?: ContentKind | undefined }): Promise<Result<readonly (AuthoredEntrySummary & { readonly state: PublicationState })[], DomainError>> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    const now = this.deps.clock.now();
    return ok((await this.deps.store.list(filter, now)).map((e) => ({ ...e, state: publicationState(e, now) })));
  }

  async entry(actor: Actor, input: { readonly entryId: string }): Promise<Result<AuthoredEntryView, DomainError>> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    return viewOf(this.deps.store, input.entryId, this.deps.clock.now());
  }

  async revisions(actor: Actor, input: { readonly entryId: string }): Promise<Result<readonly ContentRevision[], DomainError>> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    const entry = await viewOf(this.deps.store, input.entryId, this.deps.clock.now());
    if (entry.isErr()) return err(entry.error);
    return ok(await this.deps.store.revisions(input.entryId));
  }

  preview(actor: Actor, input: { readonly markdown: string }): Result<RenderedMarkdown, DomainError> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    return ok(this.deps.markdown.render(input.markdown));
  }
}
