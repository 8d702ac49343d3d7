import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onNewConnection, startCluster, type ClusterServer } from '../shared/cluster-support.ts';

/*
 * The pages as production's `npm start` serves them: the server bundled into one module (scripts/
 * build-server.mjs) in a process of its own, rendering with the built storefront. The other server
 * tests render in Vitest's process, where modules load another way: a second copy of Preact met there
 * only under tsx broke every page at once, and a bundle has ways of its own to break (a module's own
 * location, the order modules run in).
 */
describe('pages rendered by the started server', () => {
  let server: ClusterServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'ig-started-'));

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    // PGlite in its own folder on both passes: the point is the render, not the database.
    server = await startCluster({ DATABASE_URL: '', DATA_DIR: join(dataDir, 'db'), NODE_ENV: 'production', DEMO_DEALS: 'false', RATE_LIMIT_PER_MINUTE: '0' }, /Marketplace running at/, { bundled: true });
  }, 600_000);

  afterAll(async () => {
    if (server !== undefined && server.child.exitCode === null) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders the home page, a listing and the sign-in page with their content and their own code linked', async () => {
    const home = await onNewConnection(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('data-testid="game-card"');
    expect(home.body).toMatch(/<link rel="modulepreload" href="\/assets\/HomePage-[\w-]+\.js">/);

    const listing = await onNewConnection(`${server.url}/fortnite-accounts`);
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('data-testid="offer-card"');
    expect(listing.body).toMatch(/<link rel="modulepreload" href="\/assets\/ListingPage-[\w-]+\.js">/);

    // The sign-in dialog is a deferred part of the shell: /login renders it at once, styled by the inlined CSS.
    const login = await onNewConnection(`${server.url}/login`);
    expect(login.status).toBe(200);
    expect(login.body).toContain('data-testid="login-modal"');
    expect(server.output()).not.toMatch(/request failed/);
  });

  it('migrated and seeded its database and answers a search from the bundle', async () => {
    // The migrations are read from a folder beside their runner's source: the bundle must keep that path.
    const search = await fetch(`${server.url}/api/products/search/fortnite/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
  });
});
