import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValorantApiSource } from '../../../adapters/server/tools/stats/valorant-api-source.ts';
import { ApexLegendsApiSource } from '../../../adapters/server/tools/stats/apex-legends-api-source.ts';
import { MarvelRivalsApiSource } from '../../../adapters/server/tools/stats/marvel-rivals-api-source.ts';
import { fetchJsonHttp } from '../../../adapters/server/tools/stats/fetch-json-http.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';
import { fixture, startRecordedServer, type RecordedAnswer, type RecordedServer } from '../support/recorded-http-server.ts';

const KEY = 'recorded-community-key-0123456789';

/*
 * The three community stats APIs as recorded, behind one local server:
 * HenrikDev under /hd (Recorded Duelist#EUW plays ranked), the Apex Legends
 * Status API under /als (RecordedWraith on PC, ConsoleLegend on PS4 only),
 * marvelrivalsapi.com under /mr (Recorded Strategist). In each, a player
 * named Nobody is unknown, Busy is throttled, Down hits an outage and
 * Garbled answers 200 with a body of another shape.
 */
function recorded(path: string, headers: Record<string, string | string[] | undefined>): RecordedAnswer | undefined {
  const url = new URL(path, 'http://apis');
  if (url.pathname.startsWith('/hd/')) return henrik(url.pathname, headers);
  if (url.pathname === '/als/bridge') return apex(url.searchParams);
  const rivals = /^\/mr\/api\/v1\/player\/([^/]+)$/.exec(url.pathname);
  if (rivals !== null) {
    if (headers['x-api-key'] !== KEY) return { status: 401, body: { error: true, message: 'Invalid API key', status: 401 } };
    const answers: Record<string, RecordedAnswer> = {
      'Recorded Strategist': { status: 200, body: fixture('stats/marvel-rivals-player') },
      'Hidden Hero': { status: 200, body: fixture('stats/marvel-rivals-private') },
      Nobody: { status: 404, body: fixture('stats/marvel-rivals-not-found') },
      Busy: { status: 429, body: fixture('stats/marvel-rivals-rate-limited') },
      Down: { status: 502, body: null },
      Garbled: { status: 200, body: { name: 'Garbled', player: { level: '3' } } },
    };
    return answers[decodeURIComponent(rivals[1] ?? '')];
  }
  return undefined;
}

function henrik(path: string, headers: Record<string, string | string[] | undefined>): RecordedAnswer | undefined {
  if (headers['authorization'] !== KEY) return { status: 401, body: { status: 401, errors: [{ message: 'Invalid API key', code: 0 }] } };
  const m = /^\/hd\/valorant\/(v\d)\/([a-z-]+)\/(?:(eu)\/)?([^/]+)\/([^/]+)$/.exec(path);
  if (m === null) return undefined;
  const [, version, endpoint, , name] = m;
  const player = decodeURIComponent(name ?? '');
  if (player === 'Busy') return { status: 429, body: fixture('stats/valorant-rate-limited') };
  if (player === 'Down') return { status: 503, body: { status: 503, errors: [{ message: 'Riot API seems to be in maintenance', code: 0 }] } };
  if (player === 'Garbled') return { status: 200, body: { status: 200, data: { name: 'Garbled' } } };
  // an account that never played competitive: found, but no MMR, no stored matches
  if (player === 'Fresh Start' && endpoint === 'account') {
    const body = fixture('stats/valorant-account') as { data: Record<string, unknown> };
    return { status: 200, body: { ...body, data: { ...body.data, name: 'Fresh Start', account_level: 12 } } };
  }
  if (player !== 'Recorded Duelist') return { status: 404, body: fixture('stats/valorant-not-found') };
  const answers: Record<string, string> = { 'v1/account': 'valorant-account', 'v2/mmr': 'valorant-mmr', 'v1/stored-matches': 'valorant-stored-matches', 'v1/mmr-history': 'valorant-mmr-history' };
  const file = answers[`${version ?? ''}/${endpoint ?? ''}`];
  return file === undefined ? undefined : { status: 200, body: fixture(`stats/${file}`) };
}

function apex(query: URLSearchParams): RecordedAnswer {
  if (query.get('auth') !== KEY) return { status: 403, body: { Error: 'Invalid API key' } };
  const player = query.get('player');
  const platform = query.get('platform');
  if (player === 'RecordedWraith' && platform === 'PC') return { status: 200, body: fixture('stats/apex-bridge') };
  if (player === 'ConsoleLegend' && platform === 'PS4') {
    const body = fixture('stats/apex-bridge') as { global: Record<string, unknown> };
    return { status: 200, body: { ...body, global: { ...body.global, name: 'ConsoleLegend', platform: 'PS4', rank: { rankScore: 17250, rankName: 'Master', rankDiv: 0, ladderPosPlatform: 812 } }, legends: {} } };
  }
  if (player === 'Busy') return { status: 429, body: fixture('stats/apex-rate-limited') };
  if (player === 'Down') return { status: 500, body: null };
  if (player === 'Garbled') return { status: 200, body: { global: { name: 'Garbled' } } };
  // the API's own way of saying "unknown": a 200 whose body is an Error text
  return { status: 200, body: fixture('stats/apex-not-found') };
}

let apis: RecordedServer;
beforeAll(async () => {
  apis = await startRecordedServer(recorded);
});
afterAll(async () => {
  await apis.close();
});

/** An address nothing listens on: the API cannot be reached at all. */
const UNREACHABLE = 'http://127.0.0.1:1';

describe('the Valorant adapter (HenrikDev API), on recorded answers from a local server', () => {
  const source = (base = `${apis.url}/hd`) => new ValorantApiSource(KEY, fetchJsonHttp, base);

  it('reads the rank and RR, and the recent matches with agent, map, K/D/A, result and RR change', async () => {
    const profile = (await source().fetchProfile('Recorded Duelist#EUW'))._unsafeUnwrap();
    expect(profile).toMatchObject({ game: 'valorant', player: 'Recorded Duelist#EUW', displayName: 'Recorded Duelist', level: 187, source: 'official', sourceName: 'HenrikDev Valorant API' });
    // Platinum 3 is the tier's top division, which a profile counts as division 1
    expect(profile.rank).toEqual({ label: 'Platinum 3', tier: 'PLATINUM', division: 1, points: 47 });
    expect(profile.matches.map((m) => [m.result, m.mode, m.summary, m.ratingChange, m.playedAt])).toEqual([
      ['win', 'Competitive', 'Jett · Ascent · 23/14/5', 18, '2026-11-23T18:40:12.000Z'],
      ['loss', 'Competitive', 'Reyna · Bind · 15/18/3', -16, '2026-11-23T17:55:40.000Z'],
      ['draw', 'Deathmatch', 'Jett · Piazza · 40/22/0', null, '2026-11-22T21:10:05.000Z'],
    ]);
    // 1 win of 3; (23+15+40) kills / (14+18+22) deaths = 1.44
    expect(profile.stats).toEqual([
      { key: 'matches', value: 3 },
      { key: 'wins', value: 1 },
      { key: 'winRate', value: 33.3 },
      { key: 'kd', value: 1.44 },
    ]);
    expect(profile.progress).toEqual([
      { at: '2026-11-23T18:35:00.000Z', rating: 1329 },
      { at: '2026-11-23T19:20:00.000Z', rating: 1347 },
    ]);
    expect(apis.requests.filter((r) => r.path.startsWith('/hd/')).map((r) => r.path)).toEqual([
      '/hd/valorant/v1/account/Recorded%20Duelist/EUW',
      '/hd/valorant/v2/mmr/eu/Recorded%20Duelist/EUW',
      '/hd/valorant/v1/stored-matches/eu/Recorded%20Duelist/EUW?size=10',
      '/hd/valorant/v1/mmr-history/eu/Recorded%20Duelist/EUW',
    ]);
  });

  it('shows an account that never played competitive as unranked, not as an unknown player', async () => {
    const profile = (await source().fetchProfile('Fresh Start#EUW'))._unsafeUnwrap();
    expect(profile).toMatchObject({ displayName: 'Fresh Start', level: 12, rank: null, stats: [], matches: [], progress: [] });
  });

  it.each([
    ['Nobody#EUW', 'PLAYER_NOT_FOUND'],
    ['Busy#EUW', 'RATE_LIMITED'],
    ['Down#EUW', 'UNAVAILABLE'],
    ['Garbled#EUW', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (player, code) => {
    expect((await source().fetchProfile(player))._unsafeUnwrapErr().code).toBe(code);
  });

  it('calls an API it cannot reach UNAVAILABLE', async () => {
    expect((await source(UNREACHABLE).fetchProfile('Recorded Duelist#EUW'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});

describe('the Apex Legends adapter (Apex Legends Status API), on recorded answers from a local server', () => {
  const source = (base = `${apis.url}/als`) => new ApexLegendsApiSource(KEY, fetchJsonHttp, base);

  it('reads level, the ranked league with its division and score, and kills and damage summed over the legends', async () => {
    const profile = (await source().fetchProfile('RecordedWraith'))._unsafeUnwrap();
    expect(profile).toMatchObject({ game: 'apex-legends', displayName: 'RecordedWraith', level: 512, source: 'official', sourceName: 'Apex Legends Status API', matches: [] });
    expect(profile.rank).toEqual({ label: 'Platinum II', tier: 'PLATINUM', division: 2, points: 9340 });
    // Wraith 4210 + Octane 812 kills (Octane's event kills are another tracker); only Wraith tracks damage
    expect(profile.stats).toEqual([
      { key: 'kills', value: 5022 },
      { key: 'damage', value: 1203444 },
    ]);
  });

  it('finds a name that is not on PC on PlayStation, and reads Master as a league without division', async () => {
    const profile = (await source().fetchProfile('ConsoleLegend'))._unsafeUnwrap();
    expect(profile.rank).toEqual({ label: 'Master', tier: 'MASTER', division: null, points: 17250 });
    expect(profile.stats).toEqual([]);
    const asked = apis.requests.filter((r) => r.path.includes('ConsoleLegend')).map((r) => new URL(r.path, 'http://apis').searchParams.get('platform'));
    expect(asked).toEqual(['PC', 'PS4']);
  });

  it('calls a name no platform knows PLAYER_NOT_FOUND, after asking PC, PlayStation and Xbox', async () => {
    expect((await source().fetchProfile('Nobody'))._unsafeUnwrapErr().code).toBe('PLAYER_NOT_FOUND');
    const asked = apis.requests.filter((r) => r.path.includes('player=Nobody')).map((r) => new URL(r.path, 'http://apis').searchParams.get('platform'));
    expect(asked).toEqual(['PC', 'PS4', 'X1']);
  });

  it.each([
    ['Busy', 'RATE_LIMITED'],
    ['Down', 'UNAVAILABLE'],
    ['Garbled', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (player, code) => {
    expect((await source().fetchProfile(player))._unsafeUnwrapErr().code).toBe(code);
  });

  it('calls a refused key UNAVAILABLE, not an unknown player, and an API it cannot reach UNAVAILABLE', async () => {
    expect((await new ApexLegendsApiSource('another-key-0123456789', fetchJsonHttp, `${apis.url}/als`).fetchProfile('RecordedWraith'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await source(UNREACHABLE).fetchProfile('RecordedWraith'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});

describe('the Marvel Rivals adapter (marvelrivalsapi.com), on recorded answers from a local server', () => {
  const source = (base = `${apis.url}/mr`) => new MarvelRivalsApiSource(KEY, fetchJsonHttp, base);

  it('reads rank with the latest season score, level, lifetime totals and the matches with hero and K/D/A', async () => {
    const profile = (await source().fetchProfile('Recorded Strategist'))._unsafeUnwrap();
    expect(profile).toMatchObject({ game: 'marvel-rivals', displayName: 'Recorded Strategist', level: 74, source: 'official', sourceName: 'MarvelRivalsAPI.com' });
    expect(profile.rank).toEqual({ label: 'Gold II', tier: 'GOLD', division: 2, points: 4120 });
    // ranked 160 + unranked 40 matches, 86 + 22 wins; (1890+310) kills / (700+120) deaths = 2.68
    expect(profile.stats).toEqual([
      { key: 'matches', value: 200 },
      { key: 'wins', value: 108 },
      { key: 'winRate', value: 54 },
      { key: 'kd', value: 2.68 },
    ]);
    expect(profile.matches.map((m) => [m.result, m.mode, m.summary, m.ratingChange, m.playedAt])).toEqual([
      ['win', 'Competitive', 'Psylocke · 24/5/3', 16, '2026-11-23T18:40:00.000Z'],
      ['loss', 'Competitive', 'Jeff The Land Shark · 8/9/21', -15, '2026-11-23T17:46:40.000Z'],
      ['loss', 'Quick Match', 'Star-Lord · 17/6/2', null, '2026-11-22T17:20:00.000Z'],
    ]);
    expect(profile.progress.map((p) => p.rating)).toEqual([4104, 4120]);
  });

  it.each([
    ['Nobody', 'PLAYER_NOT_FOUND'],
    ['Hidden Hero', 'PLAYER_NOT_FOUND'], // a private profile: nothing public to show
    ['Busy', 'RATE_LIMITED'],
    ['Down', 'UNAVAILABLE'],
    ['Garbled', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (player, code) => {
    expect((await source().fetchProfile(player))._unsafeUnwrapErr().code).toBe(code);
  });

  it('calls an API it cannot reach UNAVAILABLE', async () => {
    expect((await source(UNREACHABLE).fetchProfile('Recorded Strategist'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});

describe('the tracker route with the community API keys configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      VALORANT_API_KEY: KEY,
      VALORANT_API_URL: `${apis.url}/hd`,
      APEX_API_KEY: KEY,
      APEX_API_URL: `${apis.url}/als`,
      MARVEL_RIVALS_API_KEY: KEY,
      MARVEL_RIVALS_API_URL: `${apis.url}/mr`,
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const look = (game: string, player: string) => call(server, `/api/tools/trackers/${game}/player?player=${encodeURIComponent(player)}`);

  it('answers the real profiles of the three games labelled official, and the demo for a game without a key', async () => {
    const answers = await Promise.all([look('valorant', 'Recorded Duelist#EUW'), look('apex-legends', 'RecordedWraith'), look('marvel-rivals', 'Recorded Strategist'), look('fortnite', 'DemoPlayer')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => (a.body as { source: string }).source)).toEqual(['official', 'official', 'official', 'demo']);
    expect(answers.map((a) => (a.body as { sourceName: string }).sourceName)).toEqual(['HenrikDev Valorant API', 'Apex Legends Status API', 'MarvelRivalsAPI.com', 'Demo data']);
  });

  it('answers 404, 429 and 503 from the APIs as the same statuses', async () => {
    const answers = await Promise.all([look('valorant', 'Nobody#EUW'), look('apex-legends', 'Busy'), look('marvel-rivals', 'Down')]);
    expect(answers.map((a) => a.status)).toEqual([404, 429, 503]);
  });
});
