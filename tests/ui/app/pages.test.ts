import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../../domain/navigation/match-route.ts';
import { hasPage, loadPage, PAGE_NAMES, pageComponent } from '../../../ui/app/pages.ts';

describe('page registry', () => {
  it('names only routes that exist, so a typo cannot hide a page behind the coming-soon one', () => {
    const names = new Set<string>(ROUTE_LIST.map((r) => r.name));
    expect(PAGE_NAMES.filter((name) => !names.has(name))).toEqual([]);
    expect(PAGE_NAMES.length).toBeGreaterThan(40);
    expect(PAGE_NAMES.every(hasPage)).toBe(true);
    expect(hasPage('noSuchRoute')).toBe(false);
  });

  it('loads every page to a component, the landing pages too: none ships in the start-up', async () => {
    const lazy = ROUTE_LIST.map((r) => r.name).filter((name) => hasPage(name) && pageComponent(name) === undefined);
    expect(lazy).toEqual(expect.arrayContaining(['home', 'listing', 'product', 'checkout', 'dashboardOrder']));
    for (const name of lazy) await loadPage(name);
    for (const name of lazy) expect(pageComponent(name), name).toBeTypeOf('function');
  });
});
