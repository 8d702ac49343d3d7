import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../ui/app/document.ts';

const parts = {
  lang: 'en',
  dir: 'ltr' as const,
  head: '<title>t</title>',
  body: '<main>hi</main>',
  state: { a: '</script><script>alert(1)</script>' },
  strings: { language: 'en', href: '/api/strings/en?v=abc' },
};

describe('the HTML document', () => {
  it('writes the entry CSS into the head, where nothing in it can close the style element, and links no sheet then', () => {
    const html = renderDocument({ ...parts, assets: { scripts: ['/assets/client.js'], styles: [], inlineStyles: '.a{color:red}/*</style><script>alert(1)</script>*/' } });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<style>.a{color:red}');
    // The one closing tag is the element's own, after the whole sheet: the injected text stays inert CSS text.
    expect(head.match(/<\/style>/g)).toHaveLength(1);
    expect(head.indexOf('</style>')).toBeGreaterThan(head.indexOf('alert(1)'));
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('links sheets when none is inlined, and keeps the state from closing its script element', () => {
    const html = renderDocument({ ...parts, assets: { scripts: ['/assets/client.js'], styles: ['/assets/client.css'] } });
    expect(html).toContain('<link rel="stylesheet" href="/assets/client.css">');
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script type="module" src="/assets/client.js"></script>');
  });

  it('names where the page language’s strings are, and asks for them with the page’s first bytes', () => {
    const html = renderDocument({ ...parts, assets: { scripts: ['/assets/client.js'], styles: [] } });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/api/strings/en?v=abc" as="fetch" crossorigin>');
    expect(html).toContain('<script type="application/json" id="__i18n__">{"language":"en","href":"/api/strings/en?v=abc"}</script>');
  });
});
