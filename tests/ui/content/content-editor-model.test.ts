import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AuthoredEntryAnswer } from '../../../contracts/content/index.ts';
import { domainError, type EntryDraft } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { $page, $pendingNavigation, pageResolved } from '../../../ui/features/shared/page/model.ts';
import {
  $editorEntry,
  $editorError,
  $editorForm,
  bodyImagePicked,
  editorLanguageChosen,
  editorTextChanged,
  loadEditorEntryFx,
  loadRevisionsFx,
  $revisions,
  publishClicked,
  publishContentFx,
  restoreClicked,
  restoreRevisionFx,
  saveClicked,
  saveEditorEntryFx,
  scheduleAtChanged,
  scheduleClicked,
  uploadBodyImageFx,
} from '../../../ui/features/content/authoring/editor-model.ts';

const entryOf = (draft: EntryDraft, state: AuthoredEntryAnswer['state'] = 'draft'): AuthoredEntryAnswer => ({
  id: 'ce_1',
  ...draft,
  tags: [...draft.tags],
  translations: [...draft.translations],
  status: state === 'draft' ? 'draft' : 'published',
  state,
  publishAt: new Date('2026-11-28T10:00:00Z'),
  updatedAt: new Date('2026-11-28T10:00:00Z'),
  authorName: 'DemoBlogger',
});

/** A scope whose server answers like the real one, recording what it was sent. */
function editor(options: { readonly saveFails?: boolean } = {}) {
  const saved: { entryId: string | null; draft: EntryDraft }[] = [];
  const published: { entryId: string; publishAt: Date | null }[] = [];
  let last: AuthoredEntryAnswer | null = null;
  const scope = fork({
    handlers: [
      [saveEditorEntryFx, (p: { entryId: string | null; draft: EntryDraft }) => {
        saved.push(p);
        if (options.saveFails === true) throw domainError('CONTENT_SLUG_TAKEN', 'taken', { field: 'slug' });
        last = entryOf(p.draft);
        return last;
      }],
      [publishContentFx, (p: { entryId: string; publishAt: Date | null }) => {
        published.push(p);
        return entryOf(last?.translations === undefined ? ({} as EntryDraft) : last, p.publishAt === null ? 'live' : 'scheduled');
      }],
      [uploadBodyImageFx, ({ alt }: { alt: string }) => ({ src: 'media/abc123.webp', alt })],
      [restoreRevisionFx, ({ number }: { number: number }) => entryOf({ kind: 'post', slug: 'old', gameType: null, category: null, tags: [], coverImage: null, translations: [{ language: 'en', title: `Revision ${number}`, body: 'Old' }] })],
    ],
  });
  return { scope, saved, published };
}

describe('the content editor', () => {
  it('a title suggests the slug; Publish saves the draft first (blank languages left out), then publishes it now', async () => {
    const { scope, saved, published } = editor();
    await allSettled(editorTextChanged, { scope, params: { field: 'title', value: 'Buying Gold Safely!' } });
    await allSettled(editorTextChanged, { scope, params: { field: 'body', value: '| a | b |\n|---|---|\n| 1 | 2 |' } });
    await allSettled(editorLanguageChosen, { scope, params: 'de' });
    await allSettled(editorTextChanged, { scope, params: { field: 'title', value: '' } });
    expect(scope.getState($editorForm).slug).toBe('buying-gold-safely');
    await allSettled(publishClicked, { scope });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.entryId).toBeNull();
    expect(saved[0]?.draft).toMatchObject({ kind: 'post', slug: 'buying-gold-safely', translations: [{ language: 'en', title: 'Buying Gold Safely!' }] });
    expect(saved[0]?.draft.translations).toHaveLength(1);
    expect(published).toEqual([{ entryId: 'ce_1', publishAt: null }]);
    expect(scope.getState($editorEntry)?.state).toBe('live');
  });

  it('an uploaded image is written into the active language as Markdown pointing at the resized copy', async () => {
    const { scope } = editor();
    await allSettled(editorTextChanged, { scope, params: { field: 'body', value: 'Intro' } });
    await allSettled(bodyImagePicked, { scope, params: new File([new Uint8Array([1])], 'gold [chest].png', { type: 'image/png' }) });
    expect(scope.getState($editorForm).texts['en']?.body).toBe('Intro\n\n![gold  chest](/media/image/width=1200,format=webp/media/abc123.webp)\n');
  });

  it('a refused save shows the code and the field, and does not go on to publish', async () => {
    const { scope, published } = editor({ saveFails: true });
    await allSettled(editorTextChanged, { scope, params: { field: 'title', value: 'Taken' } });
    await allSettled(publishClicked, { scope });
    expect(scope.getState($editorError)).toEqual({ code: 'CONTENT_SLUG_TAKEN', field: 'slug' });
    expect(published).toEqual([]);
  });

  it('Schedule publishes at the chosen time; a plain save afterwards does not publish again', async () => {
    const { scope, saved, published } = editor();
    await allSettled(editorTextChanged, { scope, params: { field: 'title', value: 'Later' } });
    await allSettled(editorTextChanged, { scope, params: { field: 'body', value: 'Soon' } });
    await allSettled(scheduleAtChanged, { scope, params: '2030-01-02T10:30' });
    await allSettled(scheduleClicked, { scope });
    expect(published.map((p) => p.publishAt?.getTime())).toEqual([new Date('2030-01-02T10:30').getTime()]);
    expect(scope.getState($editorEntry)?.state).toBe('scheduled');
    await allSettled(saveClicked, { scope });
    expect(saved.map((s) => s.entryId)).toEqual([null, 'ce_1']);
    expect(published).toHaveLength(1);
  });

  it('restoring a revision puts its content back into the form', async () => {
    const { scope } = editor();
    await allSettled(editorTextChanged, { scope, params: { field: 'title', value: 'Current' } });
    await allSettled(editorTextChanged, { scope, params: { field: 'body', value: 'Now' } });
    await allSettled(saveClicked, { scope });
    await allSettled(restoreClicked, { scope, params: 1 });
    expect(scope.getState($editorForm).texts['en']).toEqual({ title: 'Revision 1', body: 'Old' });
  });
});

describe('opening the editor', () => {
  const editorPage = (entryId?: string) => ({
    name: 'dashboardStaffContentEditor',
    layout: 'default',
    params: entryId === undefined ? {} : { entryId },
    pathname: `/dashboard/staff/content/edit${entryId === undefined ? '' : `/${entryId}`}`,
    search: '',
    status: 200,
  });

  it('loads the entry of the URL with its revisions; a first save of a new entry moves to its own URL; "new" starts blank', async () => {
    const stored = entryOf({ kind: 'post', slug: 'stored', gameType: null, category: null, tags: ['x'], coverImage: null, translations: [{ language: 'en', title: 'Stored', body: 'Body' }] });
    const scope = fork({
      values: [
        [$session, { status: 'loggedIn', userId: 'u1', user: null }],
        [$page, { ...editorPage(), name: 'home', pathname: '/' }],
      ],
      handlers: [
        [loadEditorEntryFx, () => stored],
        [loadRevisionsFx, () => [{ number: 1, editorId: 'u1', editorName: 'DemoBlogger', action: 'save', restoredFrom: null, changes: ['created'], at: new Date(), snapshot: stored }]],
        [saveEditorEntryFx, (p: { draft: EntryDraft }) => ({ ...entryOf(p.draft), id: 'ce_new' })],
      ],
    });
    await allSettled(pageResolved, { scope, params: editorPage('ce_1') as never });
    expect(scope.getState($editorForm)).toMatchObject({ slug: 'stored', tags: 'x', texts: { en: { title: 'Stored', body: 'Body' } } });
    expect(scope.getState($revisions).map((r) => r.number)).toEqual([1]);

    await allSettled(pageResolved, { scope, params: editorPage() as never });
    expect(scope.getState($editorForm).slug).toBe('');
    expect(scope.getState($editorEntry)).toBeNull();
    expect(scope.getState($revisions)).toEqual([]);
    await allSettled(editorTextChanged, { scope, params: { field: 'title', value: 'Fresh' } });
    await allSettled(editorTextChanged, { scope, params: { field: 'body', value: 'Text' } });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/dashboard/staff/content/edit/ce_new', replace: true });
  });
});
