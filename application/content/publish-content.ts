import { err, type Result } from 'neverthrow';
import { publicationState, publishEntry, requirePermission, unpublishEntry, type Actor, type DomainError, type Publication } from '../../domain/index.ts';
import { ENTRY_NOT_FOUND, viewOf, type AuthoredEntryView, type AuthoringDeps } from './author-content.ts';

/**
 * Publishing, scheduling and unpublishing an entry (`content.write`). A
 * schedule is a publication dated ahead: the public pages already show only
 * entries whose `publishAt` has come, so nothing has to wake up at that time.
 * Each step is audited in the unit of work that makes it.
 */
export class PublishContent {
  constructor(private readonly deps: Omit<AuthoringDeps, 'catalog'>) {}

  publish(actor: Actor, input: { readonly entryId: string; readonly publishAt?: Date | undefined }): Promise<Result<AuthoredEntryView, DomainError>> {
    return this.move(actor, input.entryId, (entry, now) => publishEntry(entry, now, input.publishAt));
  }

  unpublish(actor: Actor, input: { readonly entryId: string }): Promise<Result<AuthoredEntryView, DomainError>> {
    return this.move(actor, input.entryId, (entry, now) => unpublishEntry(entry, now));
  }

  private async move(actor: Actor, entryId: string, step: (entry: Publication, now: Date) => Result<Publication, DomainError>): Promise<Result<AuthoredEntryView, DomainError>> {
    const staff = requirePermission(actor, 'content.write');
    if (staff.isErr()) return err(staff.error);
    const { store, clock } = this.deps;
    return this.deps.unitOfWork.run(async () => {
      const entry = await store.find(entryId, { lock: true });
      if (entry === undefined) return err(ENTRY_NOT_FOUND());
      const now = clock.now();
      const next = step(entry, now);
      if (next.isErr()) return err(next.error);
      const before = publicationState(entry, now);
      const after = publicationState(next.value, now);
      await store.setPublication(entry.id, next.value, now);
      await store.audit({
        at: now,
        staffId: staff.value,
        action: after === 'scheduled' ? 'content.schedule' : after === 'live' ? 'content.publish' : 'content.unpublish',
        entryId: entry.id,
        reason: after === 'scheduled' ? `Scheduled for ${next.value.publishAt.toISOString()}` : `${before} → ${after}`,
        details: { kind: entry.kind, slug: entry.slug, before, after, publishAt: next.value.publishAt.toISOString() },
      });
      return viewOf(store, entry.id, now);
    });
  }
}
