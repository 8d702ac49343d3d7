import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * domain/ and contracts/ only declare (pure rules, schemas), so a module of theirs whose exports the browser
 * bundle does not use is dropped even where a barrel (`domain/index.ts`) reaches it. Without this, everything
 * a lazy page uses through a barrel (the crosshair codec, the pokedex tables…) landed in the first download.
 */
const DECLARING_LAYERS = ['domain', 'contracts'].map((layer) => join(import.meta.dirname, layer) + sep);
const declaresOnly = (id: string): boolean => DECLARING_LAYERS.some((folder) => id.startsWith(folder));

/** Test files whose modules hold state a file sets up once (see `projects` below). */
const ISOLATED = ['tests/ui/**/*.test.ts', 'tests/composition-root/**/*.test.ts'];

/** The libraries every page runs, in one chunk: client.tsx evaluates them in a start-up task of their own. */
const STARTUP_LIBRARIES = /[\\/]node_modules[\\/](preact|react|react-dom|effector|effector-react|use-sync-external-store|valibot)[\\/]/;

/**
 * What a dynamic import fetches alongside the chunk it asks for. The start's handler groups (composition-root/
 * client/*-handler-groups.ts) are a binder, an adapter and the contracts they check answers with: fetched at
 * first use or with their page, the one level they import costs a round trip there, where listing it for each
 * of some thirty imports cost every page 2 KB of its first download. A page's own chunks keep Vite's list.
 */
const preloadedWith = (_file: string, deps: string[], { hostId }: { hostId: string }): string[] =>
  /(^|\/)client-start-[\w-]+\.js$/.test(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps;

/**
 * The storefront build (browser bundle from composition-root/client.tsx,
 * server-rendering bundle from ui/app/render-page.tsx with `--ssr`) and Vitest.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The UI runtime (Preact behind the `react` aliases, and the libraries calling its hooks) is bundled into the
  // server render, one copy of it: loaded by Node beside tsx's loader, the renderer and the hooks met different
  // copies of Preact and every page failed to render.
  ssr: { noExternal: [/^preact/, 'react', 'react-dom', 'effector-react', 'use-sync-external-store'] },
  publicDir: 'ui/public',
  build: isSsrBuild
    ? { outDir: 'dist/server', ssr: 'ui/app/render-page.tsx', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        manifest: true,
        modulePreload: { resolveDependencies: preloadedWith },
        emptyOutDir: true,
        rolldownOptions: {
          input: 'composition-root/client.tsx',
          treeshake: { moduleSideEffects: (id: string) => !declaresOnly(id) },
          output: { codeSplitting: { groups: [{ name: 'libraries', test: STARTUP_LIBRARIES }] } },
        },
      },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // Property tests run 1,000 cases each and a browser journey takes 10–30 s on a quiet machine. CI shares
    // its host: one run went three times slower than the same commit the day before and journeys hit a 60 s
    // budget. A budget costs time only when a test fails, so it is sized for the slow host.
    testTimeout: 180_000,
    // expect.poll waits for what a browser or a live subscription shows next. Vitest's own 1 s is the
    // time it takes on an idle machine; under CI's four workers on two cores the same page needs several.
    expect: { poll: { timeout: 20_000 } },
    // Most files wait on a test server, PostgreSQL or Chromium rather than
    // compute, so more files than cores run at once (Vitest's default, one
    // less than the cores, ran them one by one on two cores: 1,658 s against
    // 1,058 s with four).
    maxWorkers: Math.max(4, availableParallelism()),
    // A test file used to get fresh modules of its own: evaluating the server's module graph again for each
    // of ~300 files was most of the suite (CI: 'import 2,652 s' against 'tests 7,907 s', summed over
    // workers). Files that start servers and test the rules build what they need per test (a server, a
    // database, a scope), so they share a worker's modules (the whole run 47 -> 16 minutes on this host).
    // The storefront's models are module-level effector units whose handlers and deferred parts a file
    // binds once: files testing them keep modules of their own.
    projects: [
      { extends: true, test: { name: 'storefront-models', include: ISOLATED, isolate: true } },
      { extends: true, test: { name: 'shared-modules', include: ['tests/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
    ],
  },
}));
