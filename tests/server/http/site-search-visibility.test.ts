import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { games, resumeTokens, users } from '../../../adapters/server/persistence/schema.ts';
import { CATALOG } from '../../../composition-root/server/catalog.module.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 11, finding 2: the header's site search returned listings of hidden
 * games to anonymous visitors, while every other route hides them. The demo
 * catalog sells nothing in a hidden game, so the test indexes one listing there.
 */
let server: TestServer;
const WORD = 'zanzibarite';

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const [hidden] = await db.select().from(games).where(eq(games.hidden, true)).limit(1);
  const engine = server.container.get(CATALOG.SearchEngine);
  const [sample] = (await engine.searchAll('fortnite', 1))._unsafeUnwrap();
  if (hidden === undefined || sample === undefined) throw new Error('the demo catalog has no hidden game or no listing');
  await engine.upsert([{ ...sample, id: 'hidden-game-listing', gameType: hidden.value, title: `${WORD} bundle` }]);
  const [user] = await db.select().from(users).where(eq(users.banned, false)).limit(1);
  await db.insert(resumeTokens).values({ hashedToken: hashToken('site-search-token'), userId: user?.id ?? '', expiresAt: new Date(Date.now() + 3_600_000) });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const productHits = async (headers: Record<string, string>) => {
  const { body } = await call(server, '/api/multi-search', { body: { queries: [{ indexUid: 'products_new', q: WORD }] }, headers });
  return (body as { results: { hits: { _id: string }[]; estimatedTotalHits: number }[] }).results[0];
};

describe(`site search and hidden games on ${DATABASE_KIND}`, () => {
  it("shows no listing of a hidden game to a visitor, and shows it with a valid login token, as every other route does", async () => {
    expect(await productHits({})).toMatchObject({ hits: [], estimatedTotalHits: 0 });
    expect((await productHits({ cookie: 'authToken=forged' }))?.hits).toEqual([]);
    expect((await productHits({ cookie: 'authToken=site-search-token' }))?.hits.map((h) => h._id)).toEqual(['hidden-game-listing']);
  });
});
