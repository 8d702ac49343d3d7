import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The storefront build (browser bundle from composition-root/client.tsx,
 * server-rendering bundle from ui/app/render-page.tsx with `--ssr`) and Vitest.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'ui/public',
  build: isSsrBuild
    ? { outDir: 'dist/server', ssr: 'ui/app/render-page.tsx', emptyOutDir: true, copyPublicDir: false }
    : { outDir: 'dist/client', manifest: true, emptyOutDir: true, rolldownOptions: { input: 'composition-root/client.tsx' } },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // Property tests run 1,000 cases each; give slow machines room.
    testTimeout: 60_000,
  },
}));
