import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrawlStarsApiSource } from '../../../adapters/server/tools/stats/brawl-stars-api-source.ts';
import { ClashOfClansApiSource } from '../../../adapters/server/tools/stats/clash-of-clans-api-source.ts';
import { LeagueOfLegendsApiSource } from '../../../adapters/server/tools/stats/league-of-legends-api-source.ts';
import { FortniteApiSource } from '../../../adapters/server/tools/stats/fortnite-api-source.ts';
import { fetchJsonHttp } from '../../../adapters/server/tools/stats/fetch-json-http.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';
import { fixture, startRecordedServer, type RecordedAnswer, type RecordedServer } from '../support/recorded-http-server.ts';

const KEY = 'recorded-test-key-0123456789';
const RIOT_KEY = 'RGAPI-00000000-1111-2222-3333-444444444444';

/*
 * The games' APIs as recorded, behind one local server: Supercell's Brawl
 * Stars under /bs/v1 and Clash of Clans under /coc/v1 (#2PP a player, #9QQ
 * unknown, #8YY throttled, #RRR in maintenance), fortnite-api.com under /fn.
 */
function recorded(path: string, headers: Record<string, string | string[] | undefined>): RecordedAnswer | undefined {
  const url = new URL(path, 'http://apis');
  const supercell = /^\/(bs|coc)\/v1\/players\/([^/]+)(\/battlelog)?$/.exec(url.pathname);
  if (supercell !== null) {
    if (headers['authorization'] !== `Bearer ${KEY}`) return { status: 403, body: { reason: 'accessDenied' } };
    const [, game, tag, log] = supercell;
    const player = decodeURIComponent(tag ?? '');
    if (player === '#9QQ') return { status: 404, body: fixture('stats/clash-royale-not-found') };
    if (player === '#8YY') return { status: 429, body: fixture('stats/clash-royale-throttled') };
    if (player === '#RRR') return { status: 503, body: { reason: 'inMaintenance' } };
    if (game === 'bs' && player === '#2PP') return { status: 200, body: fixture(log === undefined ? 'stats/brawl-stars-player' : 'stats/brawl-stars-battlelog') };
    if (game === 'coc' && log === undefined && player === '#2PP') return { status: 200, body: fixture('stats/clash-of-clans-player') };
    if (game === 'coc' && log === undefined && player === '#8QU') return { status: 200, body: fixture('stats/clash-of-clans-player-crystal') };
    return undefined;
  }
  if (url.pathname.startsWith('/riot/') || url.pathname.startsWith('/lol/')) return riot(url.pathname, headers);
  if (url.pathname === '/fn/v2/stats/br/v2') {
    if (headers['authorization'] !== KEY) return { status: 401, body: { status: 401, error: 'invalid or missing api key' } };
    const answers: Record<string, RecordedAnswer> = {
      'Recorded Looter': { status: 200, body: fixture('stats/fortnite-stats') },
      Nobody: { status: 404, body: fixture('stats/fortnite-not-found') },
      Hidden: { status: 403, body: fixture('stats/fortnite-private') },
      Busy: { status: 429, body: null },
      Down: { status: 500, body: null },
    };
    return answers[url.searchParams.get('name') ?? ''];
  }
  return undefined;
}

/** Riot: Recorded Mid#EUW plays ranked; Nobody#EUW does not exist; Busy#EUW is throttled; Down#EUW hits an outage of the platform host. */
function riot(path: string, headers: Record<string, string | string[] | undefined>): RecordedAnswer | undefined {
  if (headers['x-riot-token'] !== RIOT_KEY) return { status: 403, body: { status: { message: 'Forbidden', status_code: 403 } } };
  const account = /^\/riot\/account\/v1\/accounts\/by-riot-id\/([^/]+)\/([^/]+)$/.exec(path);
  if (account !== null) {
    const name = decodeURIComponent(account[1] ?? '');
    if (name === 'Recorded Mid') return { status: 200, body: fixture('stats/riot-account') };
    if (name === 'Down') return { status: 200, body: { puuid: 'down-puuid', gameName: 'Down', tagLine: 'EUW' } };
    if (name === 'Busy') return { status: 429, body: fixture('stats/riot-rate-limited') };
    return { status: 404, body: fixture('stats/riot-not-found') };
  }
  if (path.includes('down-puuid')) return { status: 503, body: { status: { message: 'Service unavailable', status_code: 503 } } };
  if (path.startsWith('/lol/summoner/v4/summoners/by-puuid/')) return { status: 200, body: fixture('stats/lol-summoner') };
  if (path.startsWith('/lol/league/v4/entries/by-puuid/')) return { status: 200, body: fixture('stats/lol-league-entries') };
  return undefined;
}

let apis: RecordedServer;
beforeAll(async () => {
  apis = await startRecordedServer(recorded);
});
afterAll(async () => {
  await apis.close();
});

describe('the Brawl Stars API adapter, on recorded answers from a local server', () => {
  const source = () => new BrawlStarsApiSource(KEY, fetchJsonHttp, `${apis.url}/bs/v1`);

  it('reads trophies, victories and the battle log: 3v3 by result, showdown by rank (top 4 solo, top 2 duo)', async () => {
    const profile = (await source().fetchProfile('#2PP'))._unsafeUnwrap();
    expect(profile).toMatchObject({ game: 'brawl-stars', displayName: 'Recorded Brawler', level: 212, rank: { points: 31245 }, source: 'official' });
    // 14210 3v3 + 1203 solo + 955 duo victories
    expect(profile.stats).toContainEqual({ key: 'wins', value: 16368 });
    expect(profile.matches.map((m) => [m.result, m.mode, m.summary, m.ratingChange, m.playedAt])).toEqual([
      ['win', 'gemGrab', 'Hard Rock Mine', 8, '2026-11-23T18:45:12.000Z'],
      ['loss', 'soloShowdown', '#7', -3, '2026-11-23T18:10:02.000Z'],
      ['win', 'duoShowdown', '#2', 5, '2026-11-22T20:15:00.000Z'],
      ['draw', 'brawlBall', 'draw', null, '2026-11-22T20:00:00.000Z'],
    ]);
    // after each battle, oldest first, walked back from today's 31245: gem grab +8 → 31237 before it,
    // solo −3 → 31240 before it, duo +5 → 31235 before it, and the friendly draw changes nothing
    expect(profile.progress.map((p) => p.rating)).toEqual([31235, 31240, 31237, 31245]);
  });

  it.each([
    ['#9QQ', 'PLAYER_NOT_FOUND'],
    ['#8YY', 'RATE_LIMITED'],
    ['#RRR', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (tag, code) => {
    expect((await source().fetchProfile(tag))._unsafeUnwrapErr().code).toBe(code);
  });

  it('calls a refused key UNAVAILABLE, not an unknown player', async () => {
    expect((await new BrawlStarsApiSource('another-key-0123456789xx', fetchJsonHttp, `${apis.url}/bs/v1`).fetchProfile('#2PP'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});

describe('the Clash of Clans API adapter, on recorded answers from a local server', () => {
  const source = () => new ClashOfClansApiSource(KEY, fetchJsonHttp, `${apis.url}/coc/v1`);

  it('reads league, trophies, town hall and war stars (the API has no battle log)', async () => {
    const profile = (await source().fetchProfile('#2PP'))._unsafeUnwrap();
    expect(profile).toMatchObject({ game: 'clash-of-clans', displayName: 'Recorded Chief', level: 231, rank: { label: 'Legend League', tier: 'LEGEND LEAGUE', division: null, points: 5321 }, matches: [] });
    expect(profile.stats).toEqual(expect.arrayContaining([{ key: 'townHall', value: 16 }, { key: 'warStars', value: 1874 }]));
  });

  it('reads a league with a division: Crystal League II is tier CRYSTAL LEAGUE, division 2', async () => {
    expect((await source().fetchProfile('#8QU'))._unsafeUnwrap().rank).toEqual({ label: 'Crystal League II', tier: 'CRYSTAL LEAGUE', division: 2, points: 2150 });
  });

  it.each([
    ['#9QQ', 'PLAYER_NOT_FOUND'],
    ['#8YY', 'RATE_LIMITED'],
    ['#RRR', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (tag, code) => {
    expect((await source().fetchProfile(tag))._unsafeUnwrapErr().code).toBe(code);
  });
});

describe('the Fortnite adapter (fortnite-api.com), on recorded answers from a local server', () => {
  const source = () => new FortniteApiSource(KEY, fetchJsonHttp, `${apis.url}/fn`);

  it('reads lifetime matches, wins, win rate and K/D and the battle pass level', async () => {
    const profile = (await source().fetchProfile('Recorded Looter'))._unsafeUnwrap();
    expect(profile).toMatchObject({ game: 'fortnite', displayName: 'Recorded Looter', level: 87, rank: null, source: 'official' });
    expect(profile.stats).toEqual([
      { key: 'matches', value: 4281 },
      { key: 'wins', value: 412 },
      { key: 'winRate', value: 9.624 },
      { key: 'kd', value: 2.553 },
    ]);
    expect(apis.requests.at(-1)?.path).toBe('/fn/v2/stats/br/v2?name=Recorded%20Looter');
  });

  it.each([
    ['Nobody', 'PLAYER_NOT_FOUND'],
    ['Hidden', 'PLAYER_NOT_FOUND'], // private stats: no public profile
    ['Busy', 'RATE_LIMITED'],
    ['Down', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (name, code) => {
    expect((await source().fetchProfile(name))._unsafeUnwrapErr().code).toBe(code);
  });
});

describe('the League of Legends adapter (Riot API), on recorded answers from a local server', () => {
  const source = () => new LeagueOfLegendsApiSource(RIOT_KEY, fetchJsonHttp, apis.url, apis.url);

  it('reads the ranked solo/duo entry, not flex: Gold II 45 LP, 131 wins of 250 = 52.4 %', async () => {
    const profile = (await source().fetchProfile('Recorded Mid#EUW'))._unsafeUnwrap();
    expect(profile).toMatchObject({ player: 'Recorded Mid#EUW', level: 347, rank: { label: 'Gold II', tier: 'GOLD', division: 2, points: 45 }, source: 'official' });
    expect(profile.stats).toEqual([
      { key: 'matches', value: 250 },
      { key: 'wins', value: 131 },
      { key: 'winRate', value: 52.4 },
    ]);
  });

  it.each([
    ['Nobody#EUW', 'PLAYER_NOT_FOUND'],
    ['Busy#EUW', 'RATE_LIMITED'],
    ['Down#EUW', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (player, code) => {
    expect((await source().fetchProfile(player))._unsafeUnwrapErr().code).toBe(code);
  });
});

describe('the tracker route with API keys configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      BRAWL_STARS_API_KEY: KEY,
      BRAWL_STARS_API_URL: `${apis.url}/bs/v1`,
      CLASH_OF_CLANS_API_KEY: KEY,
      CLASH_OF_CLANS_API_URL: `${apis.url}/coc/v1`,
      FORTNITE_API_KEY: KEY,
      FORTNITE_API_URL: `${apis.url}/fn`,
      RIOT_API_KEY: RIOT_KEY,
      RIOT_ACCOUNT_API_URL: apis.url,
      LOL_PLATFORM_API_URL: apis.url,
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const look = (game: string, player: string) => call(server, `/api/tools/trackers/${game}/player?player=${encodeURIComponent(player)}`);

  it('answers the official profiles of the configured games, and the demo for the others', async () => {
    const [bs, coc, fn, lol, valorant] = await Promise.all([look('brawl-stars', '2pp'), look('clash-of-clans', '#2PP'), look('fortnite', 'Recorded Looter'), look('league-of-legends', 'Recorded Mid#EUW'), look('valorant', 'Demo#EUW')]);
    expect([bs.body, coc.body, fn.body, lol.body, valorant.body].map((b) => (b as { source: string; sourceName: string }).sourceName)).toEqual(['Brawl Stars API', 'Clash of Clans API', 'Fortnite-API.com', 'Riot Games API', 'Demo data']);
  });

  it('checks the MMR of a real League of Legends profile through the same source', async () => {
    const { status, body } = await call(server, `/api/tools/mmr/league-of-legends?player=${encodeURIComponent('Recorded Mid#EUW')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ profile: { source: 'official', rank: { label: 'Gold II' } } });
  });

  it('answers 404, 429 and 503 from the APIs as the same statuses', async () => {
    const answers = await Promise.all([look('brawl-stars', '#9QQ'), look('clash-of-clans', '#8YY'), look('fortnite', 'Down')]);
    expect(answers.map((a) => a.status)).toEqual([404, 429, 503]);
  });
});
