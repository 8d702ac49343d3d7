/** A heading of a rendered article, for its table of contents. */
export interface TocEntry {
  readonly id: string;
  readonly level: 2 | 3;
  readonly text: string;
}

/** Markdown turned into safe HTML: no raw HTML, no scripts, no javascript: links, whatever the author typed. */
export interface RenderedMarkdown {
  readonly html: string;
  readonly toc: readonly TocEntry[];
}

export interface MarkdownRenderer {
  render(markdown: string): RenderedMarkdown;
}
