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

  it('loads every lazy page to a component, and the landing pages need no load at all', async () => {
    expect(pageComponent('home')).toBeTypeOf('function');
    expect(pageComponent('listing')).toBeTypeOf('function');
    const lazy = ROUTE_LIST.map((r) => r.name).filter((name) => hasPage(name) && pageComponent(name) === undefined);
    expect(lazy).toContain('checkout');
    expect(lazy).toContain('dashboardOrder');
    for (const name of lazy) await loadPage(name);
    for (const name of lazy) expect(pageComponent(name), name).toBeTypeOf('function');
  });
});
