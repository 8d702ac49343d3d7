import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { AuthoredEntrySummaryAnswer } from '../../../../contracts/content/index.ts';
import type { DomainError, PublicationState } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * /dashboard/staff/content: every post and wiki article, most recently
 * changed first, filtered by the editor state (drafts first, since they are
 * what waits); each opens in the editor.
 */

export const loadContentEntriesFx = createEffect<{ readonly state?: PublicationState }, readonly AuthoredEntrySummaryAnswer[], DomainError>();

/** The filter: one editor state, or every entry (null). */
export const contentFilterChosen = createEvent<PublicationState | null>();

export const $contentFilter = createStore<PublicationState | null>('draft', { sid: 'contentList/$filter', serialize: 'ignore' }).on(contentFilterChosen, (_, f) => f);
export const $contentEntries = createStore<readonly AuthoredEntrySummaryAnswer[] | null>(null, { sid: 'contentList/$entries', serialize: 'ignore' })
  .on(loadContentEntriesFx.doneData, (_, entries) => entries)
  .reset(contentFilterChosen);
export const $contentListError = createStore<string | null>(null, { sid: 'contentList/$error', serialize: 'ignore' })
  .on(loadContentEntriesFx.failData, (_, e) => e.code)
  .reset(loadContentEntriesFx.done);

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffContent');

sample({
  clock: [$open.updates.filter({ fn: Boolean }), contentFilterChosen],
  source: $contentFilter,
  fn: (state) => (state === null ? {} : { state }),
  target: loadContentEntriesFx,
});
