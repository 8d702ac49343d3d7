/**
 * Blog posts and wiki articles: one kind of entry with a slug, Markdown per
 * language and a publication time. Readings: an entry is live when it is
 * published and its `publishAt` has come — so "scheduled" is a published
 * entry whose time is still ahead, and needs no timer to go live; English is
 * the source language every entry has, and any other language falls back to
 * it visibly (the page says so) rather than showing nothing.
 */
export const CONTENT_KINDS = ['post', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Stored states: `unpublished` is a once-published entry taken down (kept apart from a draft so staff see its history). */
export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Wiki categories: the second segment of `/{gameType}/{category}`. */
export const WIKI_CATEGORIES = ['guides', 'tier-lists', 'news', 'beginners'] as const;
export type WikiCategory = (typeof WIKI_CATEGORIES)[number];

/** Posts per blog page, newest first. */
export const BLOG_PAGE_SIZE = 9;
export const SOURCE_LANGUAGE = 'en';

/** A slug: lower-case words joined by hyphens, as in the URL. */
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_LIMITS = { slug: 96, title: 160, body: 60_000, tags: 8, tag: 32, image: 2048 } as const;

export interface Publication {
  readonly status: ContentStatus;
  readonly publishAt: Date;
}

/** Whether visitors may read the entry at `now`. */
export function isLive(entry: Publication, now: Date): boolean {
  return entry.status === 'published' && entry.publishAt.getTime() <= now.getTime();
}

/** What staff see in the editor: draft, scheduled (published but not yet due), live or unpublished. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'live', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function publicationState(entry: Publication, now: Date): PublicationState {
  if (entry.status !== 'published') return entry.status;
  return isLive(entry, now) ? 'live' : 'scheduled';
}

/** The translation to show in `language`, and whether it is the English fallback. */
export function pickTranslation<T extends { readonly language: string }>(translations: readonly T[], language: string): { readonly translation: T; readonly fallback: boolean } | null {
  const own = translations.find((t) => t.language === language);
  if (own !== undefined) return { translation: own, fallback: false };
  const source = translations.find((t) => t.language === SOURCE_LANGUAGE) ?? translations[0];
  return source === undefined ? null : { translation: source, fallback: source.language !== language };
}

/** How many blog pages `count` live posts fill (at least one, so /blog always exists). */
export function blogPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
}
