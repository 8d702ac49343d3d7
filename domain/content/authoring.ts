import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { CONTENT_LIMITS, CONTENT_SLUG, publicationState, SOURCE_LANGUAGE, WIKI_CATEGORIES, type ContentKind, type Publication } from './entries.ts';

/**
 * Staff authoring of posts and wiki articles: what a saved entry must hold
 * and how it moves between states. Readings: a save never changes the state
 * (editing a live post corrects it in place, as editors expect); "schedule"
 * is publishing with a time still ahead, so the reader's `publishAt <= now`
 * filter is the only timer; a live entry is not published again (that would
 * silently move its date), and only a published one (live or scheduled) can
 * be unpublished.
 */

export interface DraftTranslation {
  readonly language: string;
  readonly title: string;
  /** Markdown. */
  readonly body: string;
}

/** Everything an editor saves of an entry: the content a revision keeps and a restore brings back. */
export interface EntryDraft {
  readonly kind: ContentKind;
  readonly slug: string;
  readonly gameType: string | null;
  readonly category: string | null;
  readonly tags: readonly string[];
  readonly coverImage: string | null;
  readonly translations: readonly DraftTranslation[];
}

const invalid = (field: string, message: string): DomainError => domainError('VALIDATION_FAILED', `${field}: ${message}`, { field });

/** A slug suggested from a title: lower-case ASCII words joined by hyphens (the editor may change it). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slug)
    .replace(/-+$/, '');
}

/**
 * Checks a draft and gives it in its stored shape: tags lower-cased without
 * repeats, translations in a stable order (English first), a post without
 * game category. English is required because every other language falls
 * back to it on the public page; an article needs its game and category,
 * as its URL is `/{gameType}/{category}/{slug}`.
 */
export function checkDraft(draft: EntryDraft): Result<EntryDraft, DomainError> {
  if (!CONTENT_SLUG.test(draft.slug) || draft.slug.length > CONTENT_LIMITS.slug) return err(invalid('slug', 'must be lowercase words joined by hyphens'));
  if (draft.kind === 'article') {
    if (draft.gameType === null || draft.gameType === '') return err(invalid('gameType', 'is required for a wiki article'));
    if (draft.category === null || !(WIKI_CATEGORIES as readonly string[]).includes(draft.category)) return err(invalid('category', `must be one of ${WIKI_CATEGORIES.join(', ')}`));
  }
  const languages = draft.translations.map((t) => t.language);
  if (new Set(languages).size !== languages.length) return err(invalid('translations', 'each language at most once'));
  const english = draft.translations.find((t) => t.language === SOURCE_LANGUAGE);
  if (english === undefined || english.title.trim() === '' || english.body.trim() === '') return err(invalid('translations', 'English needs a title and a body'));
  const emptyAt = draft.translations.findIndex((t) => t.title.trim() === '' || t.body.trim() === '');
  if (emptyAt >= 0) return err(invalid(`translations.${emptyAt}`, 'needs a title and a body (or leave the language out)'));
  const tags = [...new Set(draft.tags.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))];
  if (tags.length > CONTENT_LIMITS.tags) return err(invalid('tags', `at most ${CONTENT_LIMITS.tags}`));
  const translations = [...draft.translations]
    .map((t) => ({ language: t.language, title: t.title.trim(), body: t.body }))
    .sort((a, b) => (a.language === SOURCE_LANGUAGE ? -1 : b.language === SOURCE_LANGUAGE ? 1 : a.language.localeCompare(b.language)));
  return ok({
    kind: draft.kind,
    slug: draft.slug,
    gameType: draft.kind === 'article' || (draft.gameType ?? '') !== '' ? draft.gameType : null,
    category: draft.kind === 'article' ? draft.category : null,
    tags,
    coverImage: draft.coverImage === '' ? null : draft.coverImage,
    translations,
  });
}

/** What a save changed, for the revision list ("slug, tags, de"): entry fields by name, texts by language. Everything for a first save. */
export function draftChanges(before: EntryDraft | null, after: EntryDraft): readonly string[] {
  if (before === null) return ['created'];
  const changes: string[] = [];
  if (before.slug !== after.slug) changes.push('slug');
  if (before.gameType !== after.gameType) changes.push('gameType');
  if (before.category !== after.category) changes.push('category');
  if (before.tags.join('\n') !== after.tags.join('\n')) changes.push('tags');
  if (before.coverImage !== after.coverImage) changes.push('coverImage');
  const languages = [...new Set([...before.translations, ...after.translations].map((t) => t.language))].sort();
  for (const language of languages) {
    const a = before.translations.find((t) => t.language === language);
    const b = after.translations.find((t) => t.language === language);
    if (a?.title !== b?.title || a?.body !== b?.body) changes.push(language);
  }
  return changes;
}

/** Publishes now, or schedules for `at` when given (it must be ahead of `now`). A live entry is refused. */
export function publishEntry(entry: Publication, now: Date, at?: Date): Result<Publication, DomainError> {
  if (publicationState(entry, now) === 'live') return err(domainError('CONTENT_TRANSITION_NOT_ALLOWED', 'The entry is already live'));
  if (at !== undefined && at.getTime() <= now.getTime()) return err(invalid('publishAt', 'must be in the future (publish now instead)'));
  return ok({ status: 'published', publishAt: at ?? now });
}

/** Takes a live or scheduled entry off the site; its date stays for the record. */
export function unpublishEntry(entry: Publication, now: Date): Result<Publication, DomainError> {
  const state = publicationState(entry, now);
  if (state !== 'live' && state !== 'scheduled') return err(domainError('CONTENT_TRANSITION_NOT_ALLOWED', `A ${state} entry is not published`));
  return ok({ status: 'unpublished', publishAt: entry.publishAt });
}
