import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { deferredPartModules, lazyPageModules } from '../../composition-root/page-modules.ts';
import { pageCssFiles, pageScriptFiles, startupChunks } from '../../composition-root/page-renderer.ts';
import { renderDocument } from '../../ui/app/document.ts';

// A manifest shaped like Vite's: the entry imports its start-up phases dynamically.
const MANIFEST = {
  'client.tsx': { file: 'assets/client.js', css: ['assets/client.css'], dynamicImports: ['header.tsx', 'start.tsx'] },
  'header.tsx': { file: 'assets/header.js', css: ['assets/header.css'], imports: ['_libraries.js', '_breadcrumbs.js'] },
  'start.tsx': { file: 'assets/start.js', imports: ['_libraries.js', '_breadcrumbs.js'], dynamicImports: ['admin-page.tsx'] },
  '_libraries.js': { file: 'assets/libraries.js' },
  '_breadcrumbs.js': { file: 'assets/breadcrumbs.js', css: ['assets/breadcrumbs.css'] },
  'admin-page.tsx': { file: 'assets/admin.js', css: ['assets/admin.css'], imports: ['_libraries.js', '_breadcrumbs.js', '_page-shown.js'] },
  '_page-shown.js': { file: 'assets/page-shown.js', css: ['assets/page-shown.css'], imports: ['_breadcrumbs.js'] },
};

describe('the chunks every page loads before it hydrates', () => {
  it('are the entry, its phases and what they import, each once and before what imports it, without lazy pages', () => {
    const files = startupChunks(MANIFEST, 'client.tsx').map((c) => c.file);
    expect(files).toEqual(['assets/client.js', 'assets/libraries.js', 'assets/breadcrumbs.js', 'assets/header.js', 'assets/start.js']);
  });

  it('carry the CSS a server-rendered page needs at first paint, a shared part’s included', () => {
    const css = startupChunks(MANIFEST, 'client.tsx').flatMap((c) => c.css ?? []);
    expect(css).toEqual(['assets/client.css', 'assets/breadcrumbs.css', 'assets/header.css']);
  });
});

describe('the CSS of a lazy page, written into the page the server renders', () => {
  const startupCss = new Set(startupChunks(MANIFEST, 'client.tsx').flatMap((c) => c.css ?? []));

  it('is what its chunk and the chunks it imports bring, once each, less what the start-up already has', () => {
    expect(pageCssFiles(MANIFEST, 'admin-page.tsx', startupCss)).toEqual(['assets/page-shown.css', 'assets/admin.css']);
  });

  it('is nothing for a page the manifest does not know', () => {
    expect(pageCssFiles(MANIFEST, 'ui/pages/Gone.tsx', startupCss)).toEqual([]);
  });

  it('is found by the module each lazy page names in ui/app/pages.ts', () => {
    const modules = lazyPageModules(readFileSync('ui/app/pages.ts', 'utf8'));
    expect(modules.get('post')).toBe('ui/pages/content/PostPage.tsx');
    expect(modules.get('gameArticle')).toBe('ui/pages/content/WikiPages.tsx');
    expect(modules.size).toBeGreaterThan(40);
  });
});

describe('the code of the page the server rendered, linked so it arrives while the start-up runs', () => {
  const startupFiles = new Set(startupChunks(MANIFEST, 'client.tsx').map((c) => c.file));

  it('is its chunk and what that imports, less what the start-up loads, in load order', () => {
    expect(pageScriptFiles(MANIFEST, ['admin-page.tsx'], startupFiles)).toEqual(['assets/page-shown.js', 'assets/admin.js']);
    expect(pageScriptFiles(MANIFEST, ['ui/pages/Gone.tsx'], startupFiles)).toEqual([]);
  });

  it('is linked after the page and before the entry script, so the pictures are asked for first', () => {
    const html = renderDocument({
      lang: 'en',
      dir: 'ltr',
      head: '',
      body: '<img src="/hero.webp">',
      state: {},
      strings: { language: 'en', href: '/api/strings/en?v=1' },
      assets: { scripts: ['/assets/client.js'], styles: [], modulePreloads: ['/assets/page-shown.js', '/assets/admin.js'] },
    });
    const at = (text: string) => html.indexOf(text);
    expect(at('<link rel="modulepreload" href="/assets/page-shown.js">')).toBeGreaterThan(at('/hero.webp'));
    expect(at('<link rel="modulepreload" href="/assets/admin.js">')).toBeGreaterThan(at('/assets/page-shown.js'));
    expect(at('<script type="module" src="/assets/client.js">')).toBeGreaterThan(at('/assets/admin.js'));
  });

  it('names every page, the landing pages among them, and the shell’s deferred parts whose styles every page inlines', () => {
    const pages = lazyPageModules(readFileSync('ui/app/pages.ts', 'utf8'));
    expect(pages.get('home')).toBe('ui/pages/HomePage.tsx');
    expect(pages.get('listing')).toBe('ui/pages/ListingPage.tsx');
    expect(deferredPartModules(readFileSync('ui/app/App.tsx', 'utf8'))).toEqual(['ui/components/LoginModal/LoginModal.tsx', 'ui/components/Messaging/ChatWidget.tsx']);
  });
});
