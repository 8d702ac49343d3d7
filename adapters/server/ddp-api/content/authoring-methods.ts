import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { AuthorContent, PublishContent, StaffContentReads } from '../../../../application/content/index.ts';
import {
  ContentEntriesMethod,
  ContentEntryMethod,
  ContentRevisionsMethod,
  PreviewContentMethod,
  PublishContentMethod,
  RestoreContentRevisionMethod,
  SaveContentEntryMethod,
  UnpublishContentMethod,
} from '../../../../contracts/content/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** Staff authoring of posts and wiki articles: the editor's reads, saves, preview, publication and revisions. */
export function contentAuthoringMethods(
  uses: { readonly author: AuthorContent; readonly publish: PublishContent; readonly reads: StaffContentReads },
  actors: ActorDirectory,
): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  const { author, publish, reads } = uses;
  return new Map<string, MethodHandler>([
    [ContentEntriesMethod.name, method(ContentEntriesMethod.params, async (actor, [p]) => reads.list(actor, p))],
    [ContentEntryMethod.name, method(ContentEntryMethod.params, async (actor, [p]) => reads.entry(actor, p))],
    [SaveContentEntryMethod.name, method(SaveContentEntryMethod.params, async (actor, [p]) => author.save(actor, p))],
    [PreviewContentMethod.name, method(PreviewContentMethod.params, async (actor, [p]) => reads.preview(actor, p))],
    [PublishContentMethod.name, method(PublishContentMethod.params, async (actor, [p]) => publish.publish(actor, p))],
    [UnpublishContentMethod.name, method(UnpublishContentMethod.params, async (actor, [p]) => publish.unpublish(actor, p))],
    [ContentRevisionsMethod.name, method(ContentRevisionsMethod.params, async (actor, [p]) => reads.revisions(actor, p))],
    [RestoreContentRevisionMethod.name, method(RestoreContentRevisionMethod.params, async (actor, [p]) => author.restore(actor, p))],
  ]);
}
