import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byGame, CALCULATORS, searchCalculators } from '../../../../domain/index.ts';

describe('calculator catalogue search', () => {
  it('finds by game or subject, any case and accents: "pokemon" finds Pokémon GO, "clash" finds the three Clash calculators', () => {
    expect(searchCalculators('pokemon').map((c) => c.slug)).toEqual(['pokemongo']);
    expect(searchCalculators('CLASH').map((c) => c.slug)).toEqual(['coc-clan', 'clashroyale', 'clashofclans']);
    expect(searchCalculators('  ').length).toBe(32);
  });

  it('keeps exactly the calculators whose text holds every word typed, and groups them by game A–Z without losing one', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('of', 'legends', 'gems', 'tanks', 'lol', 'x', 'blitz', 'coins', 'war'), { maxLength: 3 }), (words) => {
        const found = searchCalculators(words.join(' '));
        for (const c of CALCULATORS) expect(found.includes(c)).toBe(words.every((w) => `${c.game} ${c.name} ${c.slug}`.toLowerCase().includes(w)));
        const groups = byGame(found);
        expect(groups.flatMap((g) => g.calculators).length).toBe(found.length);
        expect(groups.map((g) => g.game)).toEqual([...groups.map((g) => g.game)].sort((a, b) => a.localeCompare(b, 'en')));
      }),
    );
  });
});
