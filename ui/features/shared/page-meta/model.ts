import { createEffect, createStore, sample } from 'effector';
import { pageResolved } from '../page/model.ts';

/**
 * A page's own <title> and description, when its data has better ones than
 * the route's generic title (a listing's hot search carries its own meta
 * title and description). `renderHead` on the server and the browser's title
 * effect prefer these; null falls back to the route title and the site's
 * default description.
 */
export interface PageMeta {
  readonly title: string | null;
  readonly description: string | null;
  /** A picture for link previews (a post's cover), absolute or site-relative. */
  readonly image?: string | null;
}

export const NO_PAGE_META: PageMeta = { title: null, description: null };

/** Reset on every resolved page, so a page's meta never leaks onto the next one; models fill it after. */
export const $pageMeta = createStore<PageMeta>(NO_PAGE_META, { sid: 'page-meta/$pageMeta' }).reset(pageResolved);

/** Writes the meta into the document after a client-side change (bound in the browser; nothing to do on the server). */
export const applyPageMetaFx = createEffect<PageMeta, void>(() => undefined);

sample({ clock: $pageMeta.updates, target: applyPageMetaFx });
