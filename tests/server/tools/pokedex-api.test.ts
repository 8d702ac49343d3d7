import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Answer {
  entries: { num: number; name: string; types: string[]; go: { attack: number; defense: number; stamina: number }; maxCp40: number }[];
  total: number;
  page: number;
  source: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('GET /api/tools/pokedex/:gameType', () => {
  it('lists species in dex order with GO stats and CP from the formulas, from @pkmn/dex', async () => {
    const { status, body, headers } = await call(server, '/api/tools/pokedex/pokemon-go');
    expect(status).toBe(200);
    const answer = body as Answer;
    expect(answer.source).toMatch(/^@pkmn\/dex \d+\.\d+/);
    expect(answer.total).toBeGreaterThan(1000);
    expect(answer.entries[0]).toMatchObject({ num: 1, name: 'Bulbasaur', types: ['Grass', 'Poison'], go: { attack: 118, defense: 111, stamina: 128 }, maxCp40: 1115 });
    expect(headers.get('cache-control')).toContain('public');
  });

  it('filters by type and searches names and numbers, accent-blind', async () => {
    const fire = (await call(server, '/api/tools/pokedex/pokemon-go?type=Fire')).body as Answer;
    expect(fire.total).toBeGreaterThan(50);
    expect(fire.entries.every((e) => e.types.includes('Fire'))).toBe(true);
    const flabebe = (await call(server, '/api/tools/pokedex/pokemon-go?q=flabebe')).body as Answer;
    expect(flabebe.entries.map((e) => e.name.normalize('NFC'))).toContain('Flabébé'.normalize('NFC'));
    const mewtwo = (await call(server, '/api/tools/pokedex/pokemon-go?q=150')).body as Answer;
    expect(mewtwo.entries[0]).toMatchObject({ name: 'Mewtwo', maxCp40: 4178 });
    const page1 = (await call(server, '/api/tools/pokedex/pokemon-go')).body as Answer;
    const page2 = (await call(server, '/api/tools/pokedex/pokemon-go?page=2')).body as Answer;
    expect(page2.page).toBe(2);
    // forms share their species' number, so a page may start on the number the last one ended with
    expect(page2.entries[0]?.num).toBeGreaterThanOrEqual(page1.entries.at(-1)?.num ?? Infinity);
    expect(page2.entries.map((e) => e.name)).not.toContain(page1.entries.at(-1)?.name);
  });

  it('is a 404 for a game without a pokedex and a 400 naming the field for a bad filter', async () => {
    expect((await call(server, '/api/tools/pokedex/fortnite')).status).toBe(404);
    const bad = await call(server, '/api/tools/pokedex/pokemon-go?type=Cosmic');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('type');
  });

  it('answers the pokedex page of pokemon-go and a 404 page for other games', async () => {
    expect((await call(server, '/api/page?url=%2Fpokemon-go%2Fpokedex')).body).toMatchObject({ kind: 'page', page: { name: 'gamePokedex', status: 200 } });
    expect((await call(server, '/api/page?url=%2Ffortnite%2Fpokedex')).body).toMatchObject({ kind: 'page', page: { status: 404 } });
  });
});
