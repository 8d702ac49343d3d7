/**
 * A trust document (terms, privacy, DMCA, the guarantee's details): sections
 * whose headings are translated (`trust.{document}.{section}` in the locale
 * files) and whose binding text is English. Readings (issue 16 allows it for
 * long legal text): the English version is the one that binds; other
 * languages show translated headings, a summary where one exists, and a
 * visible notice that the text below is the English version.
 */
export interface TrustSection {
  readonly id: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

export interface TrustDocument {
  readonly id: 'terms' | 'privacy' | 'dmca' | 'guarantee';
  /** When the text last changed (ISO date), shown as "Last updated". */
  readonly updated: string;
  readonly sections: readonly TrustSection[];
}
