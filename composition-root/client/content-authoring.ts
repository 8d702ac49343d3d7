import { contentAuthoringCalls } from '../../adapters/client/content/ddp-content-authoring.ts';
import { uploadImage } from '../../adapters/client/offers/http-image-upload.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { loadContentEntriesFx } from '../../ui/features/content/authoring/list-model.ts';
import {
  loadEditorEntryFx,
  loadRevisionsFx,
  previewContentFx,
  publishContentFx,
  restoreRevisionFx,
  saveEditorEntryFx,
  unpublishContentFx,
  uploadBodyImageFx,
  uploadCoverFx,
} from '../../ui/features/content/authoring/editor-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The staff content list's and editor's effects: DDP for entries, the media upload route for images. */
export function bindContentAuthoringHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(loadContentEntriesFx, unwrap((p) => contentAuthoringCalls.list(channel, p)))
    .bind(loadEditorEntryFx, unwrap((id) => contentAuthoringCalls.entry(channel, id)))
    .bind(saveEditorEntryFx, unwrap((p) => contentAuthoringCalls.save(channel, p)))
    .bind(previewContentFx, unwrap((markdown) => contentAuthoringCalls.preview(channel, markdown)))
    .bind(publishContentFx, unwrap((p) => contentAuthoringCalls.publish(channel, p)))
    .bind(unpublishContentFx, unwrap((id) => contentAuthoringCalls.unpublish(channel, id)))
    .bind(loadRevisionsFx, unwrap((id) => contentAuthoringCalls.revisions(channel, id)))
    .bind(restoreRevisionFx, unwrap((p) => contentAuthoringCalls.restore(channel, p)))
    .bind(uploadCoverFx, uploadImage)
    .bind(uploadBodyImageFx, async ({ file, alt }: { readonly file: File; readonly alt: string }) => ({ src: (await uploadImage(file)).src, alt }));
}
