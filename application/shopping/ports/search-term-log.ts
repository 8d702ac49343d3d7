/** One search with text, kept to learn what buyers look for (and later feed hot searches). */
export interface SearchTermEntry {
  readonly term: string;
  readonly gameType: string;
  readonly productType: string | null;
  readonly resultCount: number;
  /** Null for visitors. */
  readonly userId: string | null;
  readonly at: Date;
}

/** Where search terms are written; append-only. */
export interface SearchTermLog {
  record(entry: SearchTermEntry): Promise<void>;
}
