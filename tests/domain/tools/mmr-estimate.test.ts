import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateMmr, ladderPoints, rankAt, type MatchSummary } from '../../../domain/tools/index.ts';

const match = (result: 'win' | 'loss', lp: number): MatchSummary => ({ id: `${result}${lp}`, playedAt: '2026-11-23T00:00:00Z', result, mode: 'Ranked Solo/Duo', summary: '', ratingChange: result === 'win' ? lp : -lp });

describe('the League of Legends MMR estimate', () => {
  it('Gold II 50 LP is 3 × 400 + (4 − 2) × 100 + 50 = 1,450 on the ladder; Master 120 LP is 2,800 + 120', () => {
    expect(ladderPoints({ label: 'Gold II', tier: 'GOLD', division: 2, points: 50 })).toBe(1450);
    expect(ladderPoints({ label: 'Master', tier: 'MASTER', division: null, points: 120 })).toBe(2920);
    expect(rankAt(1450)).toEqual({ tier: 'GOLD', division: 2 });
  });

  it('wins of +25 and losses of −15 over 6 games: (25 − 15) × 8 = +80, so Gold II 50 LP reads as 1,530 ≈ Gold I', () => {
    const games = [match('win', 25), match('win', 25), match('win', 25), match('loss', 15), match('loss', 15), match('loss', 15)];
    const estimate = estimateMmr({ label: 'Gold II', tier: 'GOLD', division: 2, points: 50 }, games);
    expect(estimate).toMatchObject({ mmr: 1530, adjustment: 80, confident: true, matchesUsed: 6, estimatedRank: { tier: 'GOLD', division: 1 } });
  });

  it('with fewer than 5 ranked games the estimate is the rank itself, marked uncertain; unranked has none', () => {
    expect(estimateMmr({ label: 'Silver IV', tier: 'SILVER', division: 4, points: 0 }, [match('win', 30)])).toMatchObject({ mmr: 800, confident: false });
    expect(estimateMmr(null, [])).toBeNull();
  });

  it('never moves the estimate more than one tier from the rank, and more LP per win never lowers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2700 }), fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 60 })), { maxLength: 30 }), (points, games) => {
        const { tier, division } = rankAt(points);
        const rank = { label: '', tier, division, points: points % 100 };
        const history = games.map(([won, lp]) => match(won ? 'win' : 'loss', lp));
        const estimate = estimateMmr(rank, history);
        expect(estimate).not.toBeNull();
        expect(Math.abs((estimate?.mmr ?? 0) - (estimate?.rankPoints ?? 0))).toBeLessThanOrEqual(400);
        const richer = estimateMmr(rank, history.map((m) => (m.result === 'win' ? { ...m, ratingChange: (m.ratingChange ?? 0) + 5 } : m)));
        expect(richer?.mmr ?? 0).toBeGreaterThanOrEqual(estimate?.mmr ?? 0);
      }),
    );
  });
});
