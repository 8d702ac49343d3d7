import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from '../../../adapters/server/markdown/safe-markdown.ts';

const md = new SafeMarkdown();

describe('SafeMarkdown', () => {
  it('renders tables, headings with ids and a table of contents', () => {
    const { html, toc } = md.render('## Prices\n\n| Tier | Gold |\n|---|---|\n| S | 10k |\n\n### Tips\n\n## Prices\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<h2 id="prices">Prices</h2>');
    expect(toc).toEqual([
      { id: 'prices', level: 2, text: 'Prices' },
      { id: 'tips', level: 3, text: 'Tips' },
      { id: 'prices-2', level: 2, text: 'Prices' },
    ]);
  });

  it('leaves a typed script tag as inert text', () => {
    const { html } = md.render('Hello <script>alert(1)</script> <img src=x onerror=alert(2)>');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('strips javascript: and data: links but keeps http ones with rel', () => {
    const { html } = md.render('[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](https://example.test/x)');
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).not.toMatch(/href="\s*data:/i);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://example.test/x" rel="noopener nofollow ugc">d</a>');
  });

  it('keeps images with a lazy loading hint', () => {
    const { html } = md.render('![cover](/images/cover.webp)');
    expect(html).toContain('<img src="/images/cover.webp" alt="cover" loading="lazy">');
  });

  it('answers a text read again as the first time, and an edited text anew, even after hundreds of other texts', () => {
    const fresh = new SafeMarkdown();
    const text = '## Prices\n\nA <script>alert(1)</script> table:\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    const first = fresh.render(text);
    expect(fresh.render(text)).toEqual(first);
    expect(fresh.render(`${text}\n\n## More`).toc.map((t) => t.id)).toEqual(['prices', 'more']);
    for (let i = 0; i < 300; i += 1) fresh.render(`## Heading ${i}`);
    expect(fresh.render(text)).toEqual(first);
    expect(first.html).not.toContain('<script');
  });
});
