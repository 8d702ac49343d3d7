import { describe, expect, it } from 'vitest';
import { startupChunks } from '../../composition-root/page-renderer.ts';

// A manifest shaped like Vite's: the entry imports its start-up phases dynamically.
const MANIFEST = {
  'client.tsx': { file: 'assets/client.js', css: ['assets/client.css'], dynamicImports: ['header.tsx', 'start.tsx'] },
  'header.tsx': { file: 'assets/header.js', css: ['assets/header.css'], imports: ['_libraries.js', '_breadcrumbs.js'] },
  'start.tsx': { file: 'assets/start.js', imports: ['_libraries.js', '_breadcrumbs.js'], dynamicImports: ['admin-page.tsx'] },
  '_libraries.js': { file: 'assets/libraries.js' },
  '_breadcrumbs.js': { file: 'assets/breadcrumbs.js', css: ['assets/breadcrumbs.css'] },
  'admin-page.tsx': { file: 'assets/admin.js', css: ['assets/admin.css'] },
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
