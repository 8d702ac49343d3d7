import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_GAMES } from '../../../domain/index.ts';
import { LookUpPlayer } from '../../../application/tools/look-up-player.ts';
import type { JsonHttp, PlayerStatsSources } from '../../../application/tools/stats-ports.ts';
import { ClashRoyaleApiSource } from '../../../adapters/server/tools/stats/clash-royale-api-source.ts';
import { DemoPlayerStatsSource } from '../../../adapters/server/tools/stats/demo-player-stats-source.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

const recorded = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/stats/${name}.json`, 'utf8'));
const clock = { now: () => new Date('2026-11-23T20:00:00Z') };

/** Recorded answers by URL, and the URLs asked for. */
function recordedHttp(answers: Record<string, { status: number; body: unknown }>): JsonHttp & { asked: string[] } {
  const asked: string[] = [];
  const http = (url: string, init: { headers: Readonly<Record<string, string>> }) => {
    asked.push(url);
    expect(init.headers['authorization']).toBe('Bearer recorded-test-key-0123456789');
    return Promise.resolve(answers[url] ?? { status: 503, body: null });
  };
  return Object.assign(http, { asked });
}

describe('the Clash Royale API adapter, on recorded answers', () => {
  const base = 'https://api.clashroyale.com/v1/players/%232PP';

  it('reads profile, arena, trophies and the battle log, with the trophy line walked back from today', async () => {
    const http = recordedHttp({ [base]: { status: 200, body: recorded('clash-royale-player') }, [`${base}/battlelog`]: { status: 200, body: recorded('clash-royale-battlelog') } });
    const profile = (await new ClashRoyaleApiSource('recorded-test-key-0123456789', http).fetchProfile('#2PP'))._unsafeUnwrap();
    expect(http.asked).toEqual([base, `${base}/battlelog`]);
    expect(profile).toMatchObject({ displayName: 'Recorded Player', level: 54, rank: { label: 'Legendary Arena', points: 7542 }, source: 'official' });
    expect(profile.stats).toContainEqual({ key: 'wins', value: 12654 });
    expect(profile.matches.map((m) => [m.result, m.summary, m.ratingChange, m.playedAt])).toEqual([
      ['win', '2-1', 30, '2026-11-23T18:45:12.000Z'],
      ['loss', '0-3', -29, '2026-11-23T18:10:02.000Z'],
      ['draw', '1-1', null, '2026-11-22T20:15:00.000Z'],
    ]);
    // after the 2v2: 7541; after the loss: 7512; after the win: 7542 (today's count)
    expect(profile.progress.map((p) => p.rating)).toEqual([7541, 7512, 7542]);
  });

  it.each([
    [404, 'clash-royale-not-found', 'PLAYER_NOT_FOUND'],
    [429, 'clash-royale-throttled', 'RATE_LIMITED'],
    [503, null, 'UNAVAILABLE'],
    [403, null, 'UNAVAILABLE'],
  ])('turns an answer %i into %s', async (status, fixture, code) => {
    const http = recordedHttp({ [base]: { status, body: fixture === null ? null : recorded(fixture) } });
    const result = await new ClashRoyaleApiSource('recorded-test-key-0123456789', http).fetchProfile('#2PP');
    expect(result._unsafeUnwrapErr().code).toBe(code);
  });

  it('calls an unreadable answer UNAVAILABLE rather than showing nonsense', async () => {
    const http = recordedHttp({ [base]: { status: 200, body: { tag: '#2PP' } } });
    expect((await new ClashRoyaleApiSource('recorded-test-key-0123456789', http).fetchProfile('#2PP'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});

describe('looking a player up', () => {
  function counting() {
    let calls = 0;
    const demo = new DemoPlayerStatsSource('valorant', clock);
    const source = { kind: 'demo' as const, name: 'demo', fetchProfile: (p: string) => ((calls += 1), demo.fetchProfile(p)) };
    const sources = Object.fromEntries(TRACKER_GAMES.map((g) => [g, source])) as PlayerStatsSources;
    return { useCase: new LookUpPlayer(sources, clock), calls: () => calls };
  }

  it('keeps an answer five minutes, so a second view does not ask the source again; failures are asked again', async () => {
    const { useCase, calls } = counting();
    await useCase.execute({ game: 'valorant', player: 'Tenz#0505' });
    await useCase.execute({ game: 'valorant', player: 'tenz#0505' });
    expect(calls()).toBe(1);
    await useCase.execute({ game: 'valorant', player: 'offline#0505' });
    await useCase.execute({ game: 'valorant', player: 'offline#0505' });
    expect(calls()).toBe(3);
  });

  it('refuses an id of the wrong form before asking anyone', async () => {
    const { useCase, calls } = counting();
    expect((await useCase.execute({ game: 'valorant', player: 'no-tag' }))._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
    expect((await useCase.execute({ game: 'clash-royale', player: 'ABCXYZ' }))._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
    expect(calls()).toBe(0);
  });

  it('gives the same demo profile for the same player on every call, and different players different ones', async () => {
    const demo = new DemoPlayerStatsSource('league-of-legends', clock);
    const a = (await demo.fetchProfile('Faker#KR1'))._unsafeUnwrap();
    expect((await new DemoPlayerStatsSource('league-of-legends', clock).fetchProfile('Faker#KR1'))._unsafeUnwrap()).toEqual(a);
    expect((await demo.fetchProfile('Caps#EUW'))._unsafeUnwrap()).not.toEqual(a);
    expect(a.source).toBe('demo');
    expect(a.progress).toHaveLength(30);
    expect(a.rank?.label).toMatch(/^(Iron|Bronze|Silver|Gold|Platinum|Emerald|Diamond) (I|II|III|IV)$/);
  });
});

describe('the stats routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it('answers a demo profile for each of the 8 games, labelled demo', async () => {
    const ids: Record<string, string> = { valorant: 'Demo#EUW', 'league-of-legends': 'Demo#EUW', 'brawl-stars': '#2PP', 'clash-royale': '#2PP', 'clash-of-clans': '#2PP' };
    for (const game of TRACKER_GAMES) {
      const { status, body } = await call(server, `/api/tools/trackers/${game}/player?player=${encodeURIComponent(ids[game] ?? 'DemoPlayer')}`);
      expect(status, game).toBe(200);
      expect(body, game).toMatchObject({ game, source: 'demo' });
    }
  });

  it('answers 404 for an unknown player, 429 when rate limited, 503 when the source is down, 400 for a bad id', async () => {
    expect((await call(server, '/api/tools/trackers/fortnite/player?player=unknown-player')).status).toBe(404);
    expect((await call(server, '/api/tools/trackers/fortnite/player?player=ratelimited-one')).status).toBe(429);
    expect((await call(server, '/api/tools/trackers/fortnite/player?player=offline-one')).status).toBe(503);
    const bad = await call(server, '/api/tools/trackers/valorant/player?player=no-tag');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('player');
    expect((await call(server, '/api/tools/trackers/chess/player?player=x')).status).toBe(400);
  });

  it('estimates the MMR of a League of Legends player from rank and LP changes', async () => {
    const { status, body } = await call(server, `/api/tools/mmr/league-of-legends?player=${encodeURIComponent('Demo#EUW')}`);
    expect(status).toBe(200);
    const answer = body as { estimate: { mmr: number; rankPoints: number; adjustment: number; matchesUsed: number } };
    expect(answer.estimate.mmr).toBe(Math.max(0, answer.estimate.rankPoints + answer.estimate.adjustment));
    expect(answer.estimate.matchesUsed).toBeGreaterThanOrEqual(5);
  });
});
