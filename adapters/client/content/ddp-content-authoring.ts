import {
  ContentEntriesMethod,
  ContentEntryMethod,
  ContentRevisionsMethod,
  PreviewContentMethod,
  PublishContentMethod,
  RestoreContentRevisionMethod,
  SaveContentEntryMethod,
  UnpublishContentMethod,
} from '../../../contracts/content/index.ts';
import type { ContentKind, EntryDraft, PublicationState } from '../../../domain/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The staff editor of posts and wiki articles over the storefront's DDP channel. */
export const contentAuthoringCalls = {
  list: (ddp: DdpMethodCaller, p: { readonly state?: PublicationState; readonly kind?: ContentKind }) => callMethod(ddp, ContentEntriesMethod, p),
  entry: (ddp: DdpMethodCaller, entryId: string) => callMethod(ddp, ContentEntryMethod, { entryId }),
  save: (ddp: DdpMethodCaller, p: { readonly entryId: string | null; readonly draft: EntryDraft }) =>
    callMethod(ddp, SaveContentEntryMethod, { ...(p.entryId === null ? {} : { entryId: p.entryId }), draft: p.draft }),
  preview: (ddp: DdpMethodCaller, markdown: string) => callMethod(ddp, PreviewContentMethod, { markdown }),
  publish: (ddp: DdpMethodCaller, p: { readonly entryId: string; readonly publishAt: Date | null }) =>
    callMethod(ddp, PublishContentMethod, { entryId: p.entryId, ...(p.publishAt === null ? {} : { publishAt: p.publishAt }) }),
  unpublish: (ddp: DdpMethodCaller, entryId: string) => callMethod(ddp, UnpublishContentMethod, { entryId }),
  revisions: (ddp: DdpMethodCaller, entryId: string) => callMethod(ddp, ContentRevisionsMethod, { entryId }),
  restore: (ddp: DdpMethodCaller, p: { readonly entryId: string; readonly number: number }) => callMethod(ddp, RestoreContentRevisionMethod, p),
};
