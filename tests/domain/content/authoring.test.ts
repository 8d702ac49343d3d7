import { describe, expect, it } from 'vitest';
import { actorFromProfile, can, checkDraft, draftChanges, isLive, publicationState, publishEntry, slugFromTitle, unpublishEntry, type EntryDraft } from '../../../domain/index.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-06-01T12:00:00Z');

const draft: EntryDraft = {
  kind: 'post',
  slug: 'how-to-buy-safely',
  gameType: null,
  category: 'guides',
  tags: [' Safety ', 'safety', 'Tips'],
  coverImage: '',
  translations: [
    { language: 'de', title: ' Sicher kaufen ', body: 'Text' },
    { language: 'en', title: 'Buy safely', body: 'Body' },
  ],
};

describe('checking a draft', () => {
  it('keeps a post as stored: tags folded without repeats, English first, no category on a post, an empty cover as none', () => {
    const checked = checkDraft(draft)._unsafeUnwrap();
    expect(checked.tags).toEqual(['safety', 'tips']);
    expect(checked.translations.map((t) => [t.language, t.title])).toEqual([
      ['en', 'Buy safely'],
      ['de', 'Sicher kaufen'],
    ]);
    expect(checked.category).toBeNull();
    expect(checked.coverImage).toBeNull();
  });

  it('names the field it refuses', () => {
    const field = (d: EntryDraft) => checkDraft(d)._unsafeUnwrapErr().details?.['field'];
    expect(field({ ...draft, slug: 'Not A Slug' })).toBe('slug');
    expect(field({ ...draft, translations: [{ language: 'de', title: 'Nur Deutsch', body: 'Text' }] })).toBe('translations');
    expect(field({ ...draft, translations: [{ language: 'en', title: 'Title', body: '   ' }] })).toBe('translations');
    expect(field({ ...draft, translations: [...draft.translations, { language: 'fr', title: '', body: 'x' }] })).toBe('translations.2');
    expect(field({ ...draft, kind: 'article', gameType: null })).toBe('gameType');
    expect(field({ ...draft, kind: 'article', gameType: 'fortnite', category: 'rumours' })).toBe('category');
    expect(field({ ...draft, tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] })).toBe('tags');
    expect(field({ ...draft, translations: [...draft.translations, { language: 'en', title: 'Again', body: 'x' }] })).toBe('translations');
  });

  it('suggests a slug from a title', () => {
    expect(slugFromTitle('  Élite Tier-List: Season 3!  ')).toBe('elite-tier-list-season-3');
  });
});

describe('what a save changed', () => {
  it('names changed fields and languages, and a first save as created', () => {
    const before = checkDraft(draft)._unsafeUnwrap();
    expect(draftChanges(null, before)).toEqual(['created']);
    expect(draftChanges(before, before)).toEqual([]);
    const after = { ...before, slug: 'buy-safely', translations: [...before.translations.filter((t) => t.language === 'en'), { language: 'fr', title: 'Acheter', body: 'Texte' }] };
    expect(draftChanges(before, after)).toEqual(['slug', 'de', 'fr']);
  });
});

describe('the publication state machine', () => {
  const isDraft = { status: 'draft', publishAt: at('2026-01-01T00:00:00Z') } as const;

  it('publishes a draft now: it is live at once', () => {
    const published = publishEntry(isDraft, NOW)._unsafeUnwrap();
    expect(publicationState(published, NOW)).toBe('live');
  });

  it('schedules for a later time: not live before it, live from it on', () => {
    const later = at('2026-06-02T08:00:00Z');
    const scheduled = publishEntry(isDraft, NOW, later)._unsafeUnwrap();
    expect(publicationState(scheduled, NOW)).toBe('scheduled');
    expect(isLive(scheduled, at('2026-06-02T07:59:59Z'))).toBe(false);
    expect(isLive(scheduled, later)).toBe(true);
  });

  it('refuses a schedule in the past and publishing what is live', () => {
    expect(publishEntry(isDraft, NOW, at('2026-06-01T11:00:00Z'))._unsafeUnwrapErr().details).toEqual({ field: 'publishAt' });
    const live = publishEntry(isDraft, NOW)._unsafeUnwrap();
    expect(publishEntry(live, NOW)._unsafeUnwrapErr().code).toBe('CONTENT_TRANSITION_NOT_ALLOWED');
  });

  it('unpublishes a live or a scheduled entry, not a draft; an unpublished one may be published again', () => {
    const live = publishEntry(isDraft, NOW)._unsafeUnwrap();
    const down = unpublishEntry(live, NOW)._unsafeUnwrap();
    expect(publicationState(down, NOW)).toBe('unpublished');
    expect(isLive(down, NOW)).toBe(false);
    expect(unpublishEntry(publishEntry(isDraft, NOW, at('2026-07-01T00:00:00Z'))._unsafeUnwrap(), NOW).isOk()).toBe(true);
    expect(unpublishEntry(isDraft, NOW)._unsafeUnwrapErr().code).toBe('CONTENT_TRANSITION_NOT_ALLOWED');
    expect(unpublishEntry(down, NOW)._unsafeUnwrapErr().code).toBe('CONTENT_TRANSITION_NOT_ALLOWED');
    expect(publicationState(publishEntry(down, NOW)._unsafeUnwrap(), NOW)).toBe('live');
  });
});

describe('who may write content', () => {
  const actor = (roles: string[]) => actorFromProfile({ id: 'u1', roles, banned: false, verificationState: 'VERIFIED' });
  it('bloggers and admins, not moderators or buyers', () => {
    expect(can(actor(['BLOGGER']), 'content.write')).toBe(true);
    expect(can(actor(['ADMIN']), 'content.write')).toBe(true);
    expect(can(actor(['MODERATOR']), 'content.write')).toBe(false);
    expect(can(actor(['CUSTOMER']), 'content.write')).toBe(false);
  });
});
