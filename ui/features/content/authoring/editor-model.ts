import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { contentImageUrl } from '../../../../contracts/media/paths.ts';
import type { AuthoredEntryAnswer, ContentRevisionAnswer } from '../../../../contracts/content/index.ts';
import { slugFromTitle, SOURCE_LANGUAGE, type DomainError, type EntryDraft } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page, navigationRequested } from '../../shared/page/model.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { appendParagraph, BLANK_FORM, draftFromForm, formFromEntry, imageMarkdown, type EditorField, type EditorForm } from './editor-form.ts';

/*
 * /dashboard/staff/content/edit/{entryId?}: the editor of one post or wiki
 * article. Publish and Schedule save first, so what goes live is what the
 * author sees; Preview renders the active language's Markdown on the server
 * (the public page's renderer). Images upload through the media pipeline and
 * land in the Markdown (or the cover) as image-service URLs.
 */

export const loadEditorEntryFx = createEffect<string, AuthoredEntryAnswer, DomainError>();
export const saveEditorEntryFx = createEffect<{ readonly entryId: string | null; readonly draft: EntryDraft }, AuthoredEntryAnswer, DomainError>();
export const previewContentFx = createEffect<string, { readonly html: string }, DomainError>();
export const publishContentFx = createEffect<{ readonly entryId: string; readonly publishAt: Date | null }, AuthoredEntryAnswer, DomainError>();
export const unpublishContentFx = createEffect<string, AuthoredEntryAnswer, DomainError>();
export const loadRevisionsFx = createEffect<string, readonly ContentRevisionAnswer[], DomainError>();
export const restoreRevisionFx = createEffect<{ readonly entryId: string; readonly number: number }, AuthoredEntryAnswer, DomainError>();
export const uploadCoverFx = createEffect<File, { readonly src: string }, DomainError>();
export const uploadBodyImageFx = createEffect<{ readonly file: File; readonly alt: string }, { readonly src: string; readonly alt: string }, DomainError>();

export const editorFieldChanged = createEvent<{ readonly field: EditorField; readonly value: string }>();
export const editorTextChanged = createEvent<{ readonly field: 'title' | 'body'; readonly value: string }>();
export const editorLanguageChosen = createEvent<string>();
export const scheduleAtChanged = createEvent<string>();
export const saveClicked = createEvent();
export const previewClicked = createEvent();
export const publishClicked = createEvent();
export const scheduleClicked = createEvent();
export const unpublishClicked = createEvent();
export const restoreClicked = createEvent<number>();
export const coverPicked = createEvent<File>();
export const bodyImagePicked = createEvent<File>();

const $route = combine($isLoggedIn, $page, (loggedIn, page) => (loggedIn && page.name === 'dashboardStaffContentEditor' ? { entryId: page.params['entryId'] ?? null } : null));
const entryShown = [loadEditorEntryFx.doneData, restoreRevisionFx.doneData];
const entryChanged = [...entryShown, saveEditorEntryFx.doneData, publishContentFx.doneData, unpublishContentFx.doneData];

export const $editorEntry = createStore<AuthoredEntryAnswer | null>(null, { sid: 'contentEditor/$entry', serialize: 'ignore' }).on(entryChanged, (_, e) => e);
export const $editorLanguage = createStore(SOURCE_LANGUAGE, { sid: 'contentEditor/$language', serialize: 'ignore' }).on(editorLanguageChosen, (_, l) => l);
export const $editorForm = createStore<EditorForm>(BLANK_FORM, { sid: 'contentEditor/$form', serialize: 'ignore' })
  .on(entryShown, (_, entry) => formFromEntry(entry))
  .on(editorFieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .on(uploadCoverFx.doneData, (form, { src }) => ({ ...form, coverImage: contentImageUrl(src) }));
export const $scheduleAt = createStore('', { sid: 'contentEditor/$scheduleAt', serialize: 'ignore' }).on(scheduleAtChanged, (_, v) => v);
export const $preview = createStore<string | null>(null, { sid: 'contentEditor/$preview', serialize: 'ignore' })
  .on(previewContentFx.doneData, (_, { html }) => sanitizeHtml(html))
  .reset([editorLanguageChosen, ...entryShown]);
export const $revisions = createStore<readonly ContentRevisionAnswer[]>([], { sid: 'contentEditor/$revisions', serialize: 'ignore' }).on(loadRevisionsFx.doneData, (_, r) => r);
/** The last refusal: its code and, for bad input, the field the server named. */
export const $editorError = createStore<{ readonly code: string; readonly field: string | null } | null>(null, { sid: 'contentEditor/$error', serialize: 'ignore' })
  .on([loadEditorEntryFx.failData, saveEditorEntryFx.failData, previewContentFx.failData, publishContentFx.failData, unpublishContentFx.failData, restoreRevisionFx.failData, uploadCoverFx.failData, uploadBodyImageFx.failData], (_, e) => ({
    code: e.code,
    field: typeof e.details?.['field'] === 'string' ? e.details['field'] : null,
  }))
  .reset([saveEditorEntryFx, publishContentFx, unpublishContentFx, restoreRevisionFx, previewContentFx]);
export const $editorBusy = combine([saveEditorEntryFx.pending, publishContentFx.pending, unpublishContentFx.pending, restoreRevisionFx.pending, uploadCoverFx.pending, uploadBodyImageFx.pending], (all) => all.some(Boolean));
/** What the save under way is for: publishing or scheduling follows it. */
const $afterSave = createStore<'publish' | 'schedule' | null>(null, { sid: 'contentEditor/$afterSave', serialize: 'ignore' })
  .on(publishClicked, () => 'publish')
  .on(scheduleClicked, () => 'schedule')
  .reset([saveClicked, saveEditorEntryFx.fail, publishContentFx.finally]);

// The active language's text; a new language starts empty. A title typed into a new entry suggests its slug.
sample({
  clock: editorTextChanged,
  source: { form: $editorForm, language: $editorLanguage, entry: $editorEntry },
  fn: ({ form, language, entry }, { field, value }) => {
    const text = { title: form.texts[language]?.title ?? '', body: form.texts[language]?.body ?? '', [field]: value };
    const suggest = entry === null && field === 'title' && language === SOURCE_LANGUAGE && (form.slug === '' || form.slug === slugFromTitle(form.texts[language]?.title ?? ''));
    return { ...form, slug: suggest ? slugFromTitle(value) : form.slug, texts: { ...form.texts, [language]: text } };
  },
  target: $editorForm,
});
sample({
  clock: uploadBodyImageFx.doneData,
  source: { form: $editorForm, language: $editorLanguage },
  fn: ({ form, language }, { src, alt }) => {
    const text = form.texts[language] ?? { title: '', body: '' };
    return { ...form, texts: { ...form.texts, [language]: { ...text, body: appendParagraph(text.body, imageMarkdown(alt, contentImageUrl(src))) } } };
  },
  target: $editorForm,
});
sample({ clock: coverPicked, target: uploadCoverFx });
sample({ clock: bodyImagePicked, fn: (file) => ({ file, alt: file.name.replace(/\.[^.]+$/, '') }), target: uploadBodyImageFx });

// Opening the page: an entry by its id, or a blank form for a new one.
// (Not when the editor already holds it: a first save moves to the entry's URL while its publish may be under way.)
sample({
  clock: $route.updates,
  source: $editorEntry,
  filter: (entry, r) => r !== null && r.entryId !== null && r.entryId !== entry?.id,
  fn: (_, r) => r?.entryId ?? '',
  target: loadEditorEntryFx,
});
sample({ clock: $route.updates, filter: (r) => r !== null && r.entryId === null, fn: () => BLANK_FORM, target: $editorForm });
sample({ clock: $route.updates, filter: (r) => r !== null && r.entryId === null, fn: () => null, target: [$editorEntry, $preview, $editorError] });
sample({ clock: $route.updates, filter: (r) => r !== null && r.entryId === null, fn: (): readonly ContentRevisionAnswer[] => [], target: $revisions });

sample({ clock: [saveClicked, publishClicked, scheduleClicked], source: { entry: $editorEntry, form: $editorForm }, fn: ({ entry, form }) => ({ entryId: entry?.id ?? null, draft: draftFromForm(form) }), target: saveEditorEntryFx });
sample({ clock: saveEditorEntryFx.doneData, source: $afterSave, filter: (after) => after === 'publish', fn: (_, entry) => ({ entryId: entry.id, publishAt: null }), target: publishContentFx });
sample({
  clock: saveEditorEntryFx.doneData,
  source: { after: $afterSave, at: $scheduleAt },
  filter: ({ after }) => after === 'schedule',
  // datetime-local is the author's local time; the Date carries it to the server as an instant.
  fn: ({ at }, entry) => ({ entryId: entry.id, publishAt: new Date(at) }),
  target: publishContentFx,
});
sample({ clock: unpublishClicked, source: $editorEntry, filter: Boolean, fn: (entry) => entry.id, target: unpublishContentFx });
sample({ clock: restoreClicked, source: $editorEntry, filter: Boolean, fn: (entry, number) => ({ entryId: entry.id, number }), target: restoreRevisionFx });
sample({ clock: previewClicked, source: { form: $editorForm, language: $editorLanguage }, fn: ({ form, language }) => form.texts[language]?.body ?? '', target: previewContentFx });

// A new entry's first save gives it a URL of its own, so a reload opens it again.
sample({
  clock: saveEditorEntryFx.doneData,
  source: $route,
  filter: (route, entry) => route !== null && route.entryId !== entry.id,
  fn: (_, entry) => ({ to: `/dashboard/staff/content/edit/${entry.id}`, replace: true }),
  target: navigationRequested,
});
sample({ clock: [loadEditorEntryFx.doneData, saveEditorEntryFx.doneData, restoreRevisionFx.doneData], fn: (entry) => entry.id, target: loadRevisionsFx });
