import { fork, is, type Effect } from 'effector';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EffectHandlers } from '../../composition-root/client/effect-handlers.ts';
import type { LazyAccountConnection } from '../../composition-root/client/lazy-account-connection.ts';
import { bindListingsHandlers } from '../../composition-root/client/catalog-listings.ts';
import { bindProductHandlers } from '../../composition-root/client/catalog-product.ts';
import { handlerGroupsOf, PAGE_HANDLER_GROUPS, PAGES_WITHOUT_PAGE_HANDLERS } from '../../composition-root/client/page-handler-groups.ts';
import { bindPageHandlers } from '../../composition-root/client/page-handlers.ts';
import { createI18nFrom } from '../../ui/i18n/i18n-instance.ts';
import { PAGE_NAMES } from '../../ui/app/pages.ts';
import { lazyPageModules, startupGraph, staticGraph } from './support/static-imports.ts';

/*
 * The browser binds the effects of page-only models when such a page loads
 * (composition-root/client/page-handlers.ts), not at start. An effect nobody
 * bound throws "no handler used in …" when it runs; these tests make sure
 * none is left without one, and none is bound too late.
 */

const connection = { call: () => Promise.resolve(ok(null)), watch: () => undefined, unwatch: () => undefined } as unknown as LazyAccountConnection;
const i18n = createI18nFrom('en', {});
/** The effects each handler group a page may load binds, by the group's module. */
const groupBindings = new Map<string, ReadonlySet<unknown>>(
  Object.entries({
    'composition-root/client/page-handlers.ts': bindPageHandlers(new EffectHandlers(), { connection, scope: () => fork() }),
    'composition-root/client/catalog-listings.ts': bindListingsHandlers(new EffectHandlers(), { channel: connection }),
    'composition-root/client/catalog-product.ts': bindProductHandlers(new EffectHandlers(), { connection, i18n }),
  }).map(([module, handlers]) => [module, new Set(handlers.toMap().keys())]),
);
const pageBound = new Set<unknown>([...groupBindings.values()].flatMap((bound) => [...bound]));
/** The big group most dashboards load (page-handlers.ts). */
const pageHandlersBound = groupBindings.get('composition-root/client/page-handlers.ts') ?? new Set();

/** The ui feature modules the page handlers' wiring imports, each with its exported effects. */
async function featureModules(files: Iterable<string>): Promise<{ file: string; effects: [string, Effect<unknown, unknown, unknown>][] }[]> {
  const modules = [];
  for (const file of [...files].filter((f) => f.startsWith('ui/features/') && f.endsWith('.ts'))) {
    const exports = (await import(`../../${file}`)) as Record<string, unknown>;
    modules.push({ file, effects: Object.entries(exports).filter((entry): entry is [string, Effect<unknown, unknown, unknown>] => is.effect(entry[1])) });
  }
  return modules;
}

/** Whether the model gave the effect its own handler (`createEffect(handler)`, e.g. an `apiEffect` calling the bound `apiRequestFx`). */
const hasOwnHandler = (effect: Effect<unknown, unknown, unknown>): boolean => typeof (effect as unknown as { defaultConfig?: { handler?: unknown } }).defaultConfig?.handler === 'function';

const exportingEffectsOf = async (bound: ReadonlySet<unknown>, files: Iterable<string>) =>
  (await featureModules(files)).filter(({ effects }) => effects.some(([, effect]) => bound.has(effect))).map(({ file }) => file);

describe('the page handlers bound when a lazy page loads', () => {
  it('bind every effect of the models only lazy pages reach, but those the model handles itself', async () => {
    const entry = startupGraph();
    const lazyOnly = new Set([...lazyPageModules().values()].flatMap((page) => [...staticGraph(page)]).filter((file) => !entry.has(file)));
    const modules = await featureModules(lazyOnly);
    expect(modules.filter(({ effects }) => effects.some(([, effect]) => pageBound.has(effect))).length).toBeGreaterThan(15);
    const unbound = modules.flatMap(({ file, effects }) => effects.filter(([, effect]) => !pageBound.has(effect) && !hasOwnHandler(effect)).map(([name]) => `${file}: ${name}`));
    expect(unbound).toEqual([]);
  });

  it('cover no model the first download or a deferred part of the shell carries, which could run an effect before they arrive', async () => {
    expect(await exportingEffectsOf(pageBound, startupGraph({ deferred: true }))).toEqual([]);
  });

  it('are each loaded by every page whose models need them, and by no other', async () => {
    expect(PAGE_HANDLER_GROUPS.map((group) => group.module).sort()).toEqual([...groupBindings.keys()].sort());
    const entry = startupGraph({ deferred: true });
    const wrong = [];
    for (const [name, module] of lazyPageModules()) {
      const effects = (await featureModules([...staticGraph(module)].filter((file) => !entry.has(file)))).flatMap((m) => m.effects.map(([, effect]) => effect));
      const needed = [...groupBindings].filter(([, bound]) => effects.some((effect) => bound.has(effect))).map(([group]) => group);
      if (needed.sort().join() !== [...handlerGroupsOf(name)].sort().join()) wrong.push(`${name}: needs ${needed.join(', ') || 'none'}, loads ${handlerGroupsOf(name).join(', ') || 'none'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are not needed by the pages that load without them', async () => {
    const pages = lazyPageModules();
    // Every name is a page of the LAZY table.
    expect([...PAGES_WITHOUT_PAGE_HANDLERS].filter((name) => !PAGE_NAMES.includes(name))).toEqual([]);
    expect([...PAGES_WITHOUT_PAGE_HANDLERS].filter((name) => !pages.has(name)).sort()).toEqual(PAGE_NAMES.filter((name) => !pages.has(name)).sort());
    const needing = [];
    for (const name of [...PAGES_WITHOUT_PAGE_HANDLERS].filter((n) => pages.has(n))) {
      const modules = await exportingEffectsOf(pageHandlersBound, staticGraph(pages.get(name) ?? ''));
      if (modules.length > 0) needing.push(`${name}: ${modules.join(', ')}`);
    }
    expect(needing).toEqual([]);
  });
});
