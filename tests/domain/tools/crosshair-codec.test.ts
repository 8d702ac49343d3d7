import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crosshairRects,
  decodeCrosshair,
  defaultCrosshair,
  encodeCrosshair,
  GENERAL_FIELDS,
  INNER_FIELDS,
  OUTER_FIELDS,
  PROFILE_FIELDS,
  SNIPER_FIELDS,
  type CrosshairSettings,
  type FieldSpec,
} from '../../../domain/tools/index.ts';

/** Codes as players share them (exported by the game), each with what it must read as. */
const REAL_CODES = [
  '0;P;h;0;f;0;0l;4;0o;0;0a;1;0f;0;1b;0',
  '0;P;c;5;h;0;m;1;0l;4;0o;2;0a;1;0f;0;1b;0;S;c;4;o;1',
  '0;P;c;1;o;1;d;1;z;3;0b;0;1b;0',
  '0;s;1;P;c;5;o;1;d;1;z;3;f;0;0b;0;1b;0;A;c;5;o;1;d;1;z;3;f;0;0b;0;1b;0',
  '0;P;c;8;u;FF00FFFF;h;0;0l;5;0o;1;0a;1;0f;0;1b;0',
  '0;p;0;s;1;P;c;7;t;2;o;0.8;0t;1;0l;3;0v;5;0g;1;0o;2;0a;0.75;1t;1;1l;3;1o;7;1a;0.5;1m;0;1s;0.5;1e;2.5',
];

function fieldArb(spec: FieldSpec): fc.Arbitrary<unknown> {
  if (spec.kind === 'bool') return fc.boolean();
  if (spec.kind === 'hex') return fc.integer({ min: 0, max: 0xffffffff }).map((n) => n.toString(16).toUpperCase().padStart(8, '0'));
  const { min = 0, max = 0, step = 1 } = spec;
  const steps = Math.round((max - min) / step);
  return fc.integer({ min: 0, max: steps }).map((k) => Math.round((min + k * step) * 1000) / 1000);
}

function recordArb(fields: Readonly<Record<string, FieldSpec>>) {
  return fc.record(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldArb(spec)])));
}

const profileArb = fc
  .tuple(recordArb(PROFILE_FIELDS), recordArb(INNER_FIELDS), recordArb(OUTER_FIELDS))
  .map(([p, inner, outer]) => ({ ...p, inner, outer }));
const settingsArb = fc
  .record({ general: recordArb(GENERAL_FIELDS), primary: profileArb, ads: profileArb, sniper: recordArb(SNIPER_FIELDS) })
  .map((s) => s as unknown as CrosshairSettings);

describe('Valorant crosshair codes', () => {
  it.each(REAL_CODES)('reads the shared code %s and exports it back identical', (code) => {
    const decoded = decodeCrosshair(code)._unsafeUnwrap();
    expect(decoded.unknownKeys).toEqual([]);
    expect(encodeCrosshair(decoded.settings)).toBe(code);
  });

  it('reads what a player sees in the game from a real code: cyan, no outlines, inner lines 4 long at offset 2, no outer lines', () => {
    const { settings } = decodeCrosshair('0;P;c;5;h;0;m;1;0l;4;0o;2;0a;1;0f;0;1b;0;S;c;4;o;1')._unsafeUnwrap();
    expect(settings.primary).toMatchObject({ color: 5, outlines: false, overrideFiringErrorOffset: true });
    expect(settings.primary.inner).toMatchObject({ show: true, length: 4, offset: 2, opacity: 1, firingError: false, thickness: 2 });
    expect(settings.primary.outer.show).toBe(false);
    expect(settings.sniper).toMatchObject({ color: 4, centerDotOpacity: 1, centerDot: true });
  });

  it('exports the factory crosshair as 0 and reads 0 as the factory crosshair', () => {
    expect(encodeCrosshair(defaultCrosshair())).toBe('0');
    expect(decodeCrosshair('0')._unsafeUnwrap().settings).toEqual(defaultCrosshair());
  });

  it('round-trips any settings: decode(encode(s)) is s', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(decodeCrosshair(encodeCrosshair(settings))._unsafeUnwrap().settings).toEqual(settings);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips any exported code: encode(decode(c)) is c', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const code = encodeCrosshair(settings);
        expect(encodeCrosshair(decodeCrosshair(code)._unsafeUnwrap().settings)).toBe(code);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['', 'starts with 0'],
    ['1;P;c;1', 'starts with 0'],
    ['0;P;c;9', '"c"'],
    ['0;P;h;2', '"h"'],
    ['0;P;0l;21', '"0l"'],
    ['0;P;0a;1.5', '"0a"'],
    ['0;P;0t;1.5', '"0t"'],
    ['0;P;u;XYZ', '"u"'],
    ['0;P;c', 'no value'],
  ])('rejects %j naming the problem (%s)', (code, naming) => {
    const error = decodeCrosshair(code)._unsafeUnwrapErr();
    expect(error.code).toBe('CROSSHAIR_CODE_INVALID');
    expect(error.message).toContain(naming);
  });

  it('skips and reports keys of a newer format instead of failing', () => {
    const decoded = decodeCrosshair('0;P;c;1;q;7;0l;3')._unsafeUnwrap();
    expect(decoded.unknownKeys).toEqual(['q']);
    expect(encodeCrosshair(decoded.settings)).toBe('0;P;c;1;0l;3');
  });
});

describe('the crosshair preview', () => {
  it('draws the factory crosshair as eight bars with black outlines behind them', () => {
    const rects = crosshairRects(defaultCrosshair().primary);
    expect(rects).toHaveLength(16);
    expect(rects.filter((r) => r.fill === '#000000')).toHaveLength(8);
    // the right inner bar: 3 px from the centre, 6 long, 2 thick
    expect(rects).toContainEqual({ x: 3, y: -1, width: 6, height: 2, fill: '#ffffff', opacity: 0.8 });
  });

  it('draws a dot-only crosshair as one square and nothing else', () => {
    const { settings } = decodeCrosshair('0;P;c;1;h;0;d;1;z;3;0b;0;1b;0')._unsafeUnwrap();
    expect(crosshairRects(settings.primary)).toEqual([{ x: -1.5, y: -1.5, width: 3, height: 3, fill: '#00ff00', opacity: 1 }]);
  });

  it('keeps every bar symmetric around the centre for any settings', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const rects = crosshairRects(settings.primary);
        const sumX = rects.reduce((sum, r) => sum + r.x * 2 + r.width, 0);
        const sumY = rects.reduce((sum, r) => sum + r.y * 2 + r.height, 0);
        expect(Math.abs(sumX)).toBeLessThan(1e-6);
        expect(Math.abs(sumY)).toBeLessThan(1e-6);
      }),
    );
  });
});
