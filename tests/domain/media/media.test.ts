import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artPath, formatRating, MEDIA_WIDTHS, monogram, parseArtPath, sniffImageType, variantFor, variantName } from '../../../domain/index.ts';
import { GAMES } from '../../../adapters/server/seed/games-catalog.ts';

describe('sniffImageType', () => {
  it('tells formats by their first bytes, not by a name', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffImageType(new TextEncoder().encode('\0\0\0\x1cftypavif'))).toBe('avif');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('hello.png'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('variantFor', () => {
  it('puts every asked width on the ladder, never below it, so an image has a bounded number of variants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4096 }), fc.option(fc.integer({ min: 1, max: 4096 }), { nil: undefined }), (width, height) => {
        const variant = variantFor({ width, height });
        expect(MEDIA_WIDTHS).toContain(variant.width);
        if (width <= 1600) expect(variant.width).toBeGreaterThanOrEqual(width);
        if (height !== undefined) expect(Math.abs((variant.height ?? 0) / variant.width - height / width)).toBeLessThan(1 / Math.min(width, variant.width) + 0.01);
      }),
    );
  });

  it('names variants apart and defaults to WebP', () => {
    const a = variantFor({ width: 300, height: 200 });
    expect(variantName(a)).toBe('320x213-cover-q80.webp');
    expect(variantName(variantFor({ width: 300, height: 200, format: 'avif', background: '#abc' }))).toBe('320x213-cover-q80-aabbcc.avif');
  });
});

describe('monogram', () => {
  it('skips minor words, so Call of Duty titles and Clash of Clans differ', () => {
    expect(monogram('Call of Duty: Black Ops 6 & Warzone')).toBe('CDB');
    expect(monogram('Call of Duty: Mobile')).toBe('CDM');
    expect(monogram('Clash of Clans')).toBe('CC');
    expect(monogram('Fortnite')).toBe('FO');
    expect(monogram('NightOwlTrades')).toBe('NOT');
    expect(monogram('8 Ball Pool')).toBe('8BP');
  });

  it('gives every demo game its own monogram', () => {
    const marks = GAMES.map((game) => monogram(game.label));
    const repeated = marks.filter((mark, i) => marks.indexOf(mark) !== i);
    expect(repeated).toEqual([]);
  });
});

describe('artwork paths', () => {
  it('round-trip, and refuse made-up shapes', () => {
    for (const subject of [{ kind: 'game', ids: ['fortnite'] }, { kind: 'offer', ids: ['fortnite', 'accounts'] }] as const) {
      expect(parseArtPath(artPath(subject))).toEqual(subject);
    }
    expect(parseArtPath('art/game/../../etc')).toBeNull();
    expect(parseArtPath('art/offer/fortnite')).toBeNull();
    expect(parseArtPath('art/logo/x')).toBeNull();
  });
});

describe('formatRating', () => {
  it('writes one decimal, rounded half away from zero, for every page alike', () => {
    expect(formatRating(4.59)).toBe('4.6');
    expect(formatRating(4.55)).toBe('4.6');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.04)).toBe('4.0');
    expect(formatRating(Number.NaN)).toBe('N/A');
  });
});
