import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LISTING_PAGES, PAGE_WINDOW_RADIUS, pageCount, pageWindow, type PageWindowEntry } from '../../../domain/catalog/index.ts';

/** The bar written as the visitor reads it: numbers and '…'. */
function bar(entries: readonly PageWindowEntry[]): string {
  return entries.map((e) => (e.kind === 'page' ? String(e.page) : '…')).join(' ');
}

function pagesOf(entries: readonly PageWindowEntry[]): number[] {
  return entries.flatMap((e) => (e.kind === 'page' ? [e.page] : []));
}

const pagesArb = fc.integer({ min: 1, max: MAX_LISTING_PAGES });
/** A bar position: mostly a page of the set, sometimes one past its end (a hand-edited URL). */
const situationArb = pagesArb.chain((pages) => fc.record({ pages: fc.constant(pages), current: fc.integer({ min: 1, max: pages + 5 }) }));

describe('pageCount', () => {
  it('counts whole pages, at least one and at most the deepest the search serves', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(1_000_000, 12)).toBe(MAX_LISTING_PAGES);
    // a page size of 0 is read as 1 rather than dividing by zero
    expect(pageCount(5, 0)).toBe(5);
  });

  it('holds every result on its pages, with no empty page after the last result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 50 }), (total, limit) => {
        const pages = pageCount(total, limit);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(MAX_LISTING_PAGES);
        if (total <= MAX_LISTING_PAGES * limit) {
          expect(pages * limit).toBeGreaterThanOrEqual(total);
          expect((pages - 1) * limit).toBeLessThan(total);
        }
      }),
    );
  });
});

describe('pageWindow', () => {
  it('shows the first, the last and two pages each side of the current one, with gaps for the rest', () => {
    expect(bar(pageWindow(1, 1))).toBe('1');
    expect(bar(pageWindow(1, 3))).toBe('1 2 3');
    expect(bar(pageWindow(1, 10))).toBe('1 2 3 … 10');
    expect(bar(pageWindow(5, 10))).toBe('1 … 3 4 5 6 7 … 10');
    expect(bar(pageWindow(4, 10))).toBe('1 2 3 4 5 6 … 10');
    expect(bar(pageWindow(10, 10))).toBe('1 … 8 9 10');
    // a page past the end: the bar still offers the pages there are
    expect(bar(pageWindow(50, 3))).toBe('1 … 3');
    expect(bar(pageWindow(12, 10))).toBe('1 … 10');
  });

  it('names each gap by the page it stands before', () => {
    expect(pageWindow(5, 10).filter((e) => e.kind === 'gap')).toEqual([
      { kind: 'gap', beforePage: 3 },
      { kind: 'gap', beforePage: 10 },
    ]);
  });

  it('lists pages in order, each once, always the first and the last', () => {
    fc.assert(
      fc.property(situationArb, ({ current, pages }) => {
        const shown = pagesOf(pageWindow(current, pages));
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(pages);
        for (const [i, page] of shown.entries()) {
          if (i > 0) expect(page).toBeGreaterThan(shown[i - 1] as number);
        }
      }),
    );
  });

  it('shows exactly the first, the last and the existing pages within the window', () => {
    fc.assert(
      fc.property(situationArb, ({ current, pages }) => {
        const expected = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - current) <= PAGE_WINDOW_RADIUS);
        expect(pagesOf(pageWindow(current, pages))).toEqual(expected);
      }),
    );
  });

  it('puts one gap exactly where numbers are skipped, never at either end', () => {
    fc.assert(
      fc.property(situationArb, ({ current, pages }) => {
        const entries = pageWindow(current, pages);
        expect(entries[0]?.kind).toBe('page');
        expect(entries.at(-1)?.kind).toBe('page');
        for (const [i, entry] of entries.entries()) {
          const before = entries[i - 1];
          const after = entries[i + 1];
          if (entry.kind === 'gap') {
            expect(before?.kind).toBe('page');
            expect(after).toEqual({ kind: 'page', page: entry.beforePage });
            if (before?.kind === 'page') expect(entry.beforePage - before.page).toBeGreaterThan(1);
          } else if (before?.kind === 'page') {
            expect(entry.page - before.page).toBe(1);
          }
        }
      }),
    );
  });

  it('stays short however many pages there are', () => {
    fc.assert(
      fc.property(situationArb, ({ current, pages }) => {
        const entries = pageWindow(current, pages);
        expect(pagesOf(entries).length).toBeLessThanOrEqual(2 * PAGE_WINDOW_RADIUS + 3);
        expect(entries.length).toBeLessThanOrEqual(2 * PAGE_WINDOW_RADIUS + 5);
      }),
    );
  });
});
