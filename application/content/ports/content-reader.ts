import type { ContentKind, ContentStatus } from '../../../domain/index.ts';

/** One language of an entry. */
export interface EntryTranslation {
  readonly language: string;
  readonly title: string;
  /** Markdown. */
  readonly body: string;
  readonly updatedAt: Date;
}

/** A post or an article with every translation it has. */
export interface ContentEntry {
  readonly id: string;
  readonly kind: ContentKind;
  readonly slug: string;
  readonly gameType: string | null;
  readonly category: string | null;
  readonly tags: readonly string[];
  readonly coverImage: string | null;
  readonly authorName: string;
  readonly status: ContentStatus;
  readonly publishAt: Date;
  readonly updatedAt: Date;
  readonly translations: readonly EntryTranslation[];
}

/** What a sitemap needs of a live entry. */
export interface LiveEntryRef {
  readonly kind: ContentKind;
  readonly slug: string;
  readonly gameType: string | null;
  readonly category: string | null;
  readonly updatedAt: Date;
}

/** Reads entries for visitors (live only, as of `now`) and for staff (any state). */
export interface ContentReader {
  /** Live posts, newest first, one page of them, and how many there are. */
  livePosts(now: Date, page: { readonly offset: number; readonly limit: number; readonly tag?: string; readonly gameType?: string }): Promise<{ readonly entries: readonly ContentEntry[]; readonly total: number }>;
  /** Live articles of a game (and category), most recently updated first; all games' when none is named. */
  liveArticles(now: Date, filter: { readonly gameType?: string; readonly category?: string }): Promise<readonly ContentEntry[]>;
  /** One entry by kind and slug, in any state (the use case decides who may see a draft). */
  findBySlug(kind: ContentKind, slug: string): Promise<ContentEntry | undefined>;
  /** Every live entry, for the sitemap. */
  liveRefs(now: Date): Promise<readonly LiveEntryRef[]>;
}
