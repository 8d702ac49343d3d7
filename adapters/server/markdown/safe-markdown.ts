import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';
import type { MarkdownRenderer, RenderedMarkdown, TocEntry } from '../../../application/content/index.ts';

/**
 * Markdown for posts and wiki articles: markdown-it with raw HTML off (a
 * typed `<script>` stays text) and its own link check, then DOMPurify over the
 * output as a second wall (run on a jsdom window, as there is none on the
 * server). Headings h2/h3 get ids from their text for the table of contents;
 * links to other sites open with rel="noopener nofollow ugc".
 */
export class SafeMarkdown implements MarkdownRenderer {
  private readonly md = new MarkdownIt({ html: false, linkify: true, typographer: true });
  private readonly purify = createDOMPurify(new JSDOM('').window);
  /**
   * The output depends on the text alone, and the same few articles are read
   * over and over: parsing and sanitizing each time cost a post page a third of
   * its rendering. The most recently used texts are kept, an edited text is new.
   */
  private readonly recent = new Map<string, RenderedMarkdown>();

  constructor() {
    this.purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (/^https?:\/\//i.test(href)) node.setAttribute('rel', 'noopener nofollow ugc');
      }
      if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
    });
  }

  render(markdown: string): RenderedMarkdown {
    const kept = this.recent.get(markdown);
    if (kept !== undefined) {
      // Moved to the end: the map's order is its use order, the first key the least recently used.
      this.recent.delete(markdown);
      this.recent.set(markdown, kept);
      return kept;
    }
    const rendered = this.renderNow(markdown);
    this.recent.set(markdown, rendered);
    if (this.recent.size > RECENT_TEXTS) this.recent.delete(this.recent.keys().next().value as string);
    return rendered;
  }

  private renderNow(markdown: string): RenderedMarkdown {
    const tokens = this.md.parse(markdown, {});
    const toc: TocEntry[] = [];
    const used = new Map<string, number>();
    tokens.forEach((token, i) => {
      if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) return;
      const text = tokens[i + 1]?.children?.map((c) => c.content).join('') ?? '';
      const base = slugify(text) || 'section';
      const n = used.get(base) ?? 0;
      used.set(base, n + 1);
      const id = n === 0 ? base : `${base}-${n + 1}`;
      token.attrSet('id', id);
      toc.push({ id, level: token.tag === 'h2' ? 2 : 3, text });
    });
    const raw = this.md.renderer.render(tokens, this.md.options, {});
    const html = this.purify.sanitize(raw, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
    return { html, toc };
  }
}

/** How many rendered texts are kept: every demo post and article in two languages, a few hundred KB. */
const RECENT_TEXTS = 256;

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
