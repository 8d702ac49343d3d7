import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type MatchSummary, type PlayerProfile, type TrackerGame } from '../../../../domain/index.ts';
import type { Clock } from '../../../../application/shared/ports/index.ts';
import type { PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { DEMO_LADDERS, type DemoLadder } from './demo-ladders.ts';

/*
 * The embedded default when no API key is configured: a made-up but stable
 * profile for any well-formed player id, derived from a hash of game and id
 * (the same id shows the same profile on every machine), dated back from
 * today. Every answer says source 'demo'; the page labels it as demo data.
 * To show the error states without an API, ids starting with "unknown" are
 * PLAYER_NOT_FOUND, "ratelimited" RATE_LIMITED and "offline" UNAVAILABLE.
 */

/** FNV-1a: a stable 32-bit hash of the profile's key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small deterministic generator, seeded per profile. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROMAN = ['I', 'II', 'III', 'IV'];
const DAY = 86_400_000;

function rankOf(ladder: DemoLadder, rating: number) {
  const perTier = Math.max(1, ladder.divisions) * 100;
  const tierIndex = Math.min(ladder.tiers.length - 1, Math.floor(rating / perTier));
  const tier = ladder.tiers[tierIndex] ?? '';
  if (ladder.divisions === 0) return { label: tier, tier: tier.toUpperCase(), division: null, points: rating - tierIndex * perTier };
  const inTier = rating - tierIndex * perTier;
  const division = Math.max(1, ladder.divisions - Math.floor(inTier / 100));
  const name = ladder.roman ? ROMAN[division - 1] : String(ladder.divisions + 1 - division);
  return { label: `${tier} ${name ?? ''}`.trim(), tier: tier.toUpperCase(), division, points: Math.min(99, inTier % 100) };
}

function summaryOf(ladder: DemoLadder, random: () => number, won: boolean): string {
  const n = (max: number) => Math.floor(random() * max);
  switch (ladder.summary) {
    case 'kda':
      return `${n(15) + (won ? 8 : 2)}/${n(9) + (won ? 1 : 4)}/${n(14)}`;
    case 'placement':
      return won ? '#1' : `#${n(40) + 2}`;
    case 'crowns':
      return won ? `${n(3) + 1}-${n(2)}` : `${n(2)}-${n(3) + 1}`;
    case 'stars':
      return `${won ? n(2) + 2 : n(2)}★`;
  }
}

export class DemoPlayerStatsSource implements PlayerStatsSource {
  readonly kind = 'demo' as const;
  readonly name = 'Demo data';

  constructor(
    private readonly game: TrackerGame,
    private readonly clock: Clock,
  ) {}

  fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const lower = player.replace(/^#/, '').toLowerCase();
    if (lower.startsWith('unknown')) return Promise.resolve(err(domainError('PLAYER_NOT_FOUND', `${player} has no ${this.game} profile`)));
    if (lower.startsWith('ratelimited')) return Promise.resolve(err(domainError('RATE_LIMITED', 'The stats source is rate limiting us; try again in a minute')));
    if (lower.startsWith('offline')) return Promise.resolve(err(domainError('UNAVAILABLE', 'The stats source is down')));
    return Promise.resolve(ok(this.profile(player)));
  }

  private profile(player: string): PlayerProfile {
    const random = generator(hash(`${this.game}|${player.toLowerCase()}`));
    const ladder = DEMO_LADDERS[this.game];
    const top = ladder.tiers.length * Math.max(1, ladder.divisions) * 100 - 1;
    const today = Math.floor(this.clock.now().getTime() / DAY) * DAY;
    // 30 days of rating, a random walk ending at today's rating
    let rating = Math.floor(random() * top * 0.8) + Math.floor(top * 0.05);
    const progress: { at: string; rating: number }[] = [];
    for (let day = 29; day >= 0; day -= 1) {
      progress.push({ at: new Date(today - day * DAY).toISOString().slice(0, 10), rating });
      rating = Math.max(0, Math.min(top, rating + Math.round((random() - 0.45) * 60)));
    }
    const current = progress.at(-1)?.rating ?? 0;
    const matches: MatchSummary[] = Array.from({ length: 20 }, (_, i) => {
      const won = random() < 0.52;
      const ranked = i % 3 !== 2;
      const mode = (ranked ? ladder.modes[0] : ladder.modes[1 + (i % (ladder.modes.length - 1))]) ?? '';
      return {
        id: `demo-${hash(`${player}|${i}`).toString(36)}`,
        playedAt: new Date(today - i * 5 * 3_600_000 - Math.floor(random() * 3_600_000)).toISOString(),
        result: won ? 'win' : 'loss',
        mode,
        summary: summaryOf(ladder, random, won),
        ratingChange: ranked ? (won ? 14 + Math.floor(random() * 12) : -(12 + Math.floor(random() * 12))) : null,
      };
    });
    const played = 80 + Math.floor(random() * 900);
    const wins = Math.round(played * (0.42 + random() * 0.16));
    const stats = ladder.trophies
      ? [
          { key: 'trophies', value: 1000 + current * 4 },
          { key: 'bestTrophies', value: 1000 + current * 4 + Math.floor(random() * 400) },
          { key: 'matches', value: played },
          { key: 'wins', value: wins },
        ]
      : [
          { key: 'matches', value: played },
          { key: 'wins', value: wins },
          { key: 'winRate', value: Math.round((wins / played) * 1000) / 10 },
          { key: 'kd', value: Math.round((0.7 + random() * 1.1) * 100) / 100 },
        ];
    return {
      game: this.game,
      player,
      displayName: player,
      level: 20 + Math.floor(random() * 480),
      rank: rankOf(ladder, current),
      stats,
      matches,
      progress,
      source: 'demo',
      sourceName: this.name,
    };
  }
}
