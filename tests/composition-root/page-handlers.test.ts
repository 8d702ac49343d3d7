import { fork, is, type Effect } from 'effector';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { HANDLER_GROUP_BINDERS } from '../../composition-root/client/handler-group-binders.ts';
import type { LazyAccountConnection } from '../../composition-root/client/lazy-account-connection.ts';
import { HANDLER_GROUPS, handlerGroupModule, handlerGroupsOf, partHandlerGroupsOf } from '../../composition-root/client/page-handler-groups.ts';
import { deferredParts } from '../../composition-root/page-modules.ts';
import { existsSync, readFileSync } from 'node:fs';
import { createI18nFrom } from '../../ui/i18n/i18n-instance.ts';
import { lazyPageModules, startupGraph, staticGraph } from './support/static-imports.ts';

/*
 * The browser binds the effects of page-only models when such a page loads
 * (composition-root/client/page-handler-groups.ts), not at start. An effect
 * nobody bound throws "no handler used in …" when it runs; these tests make
 * sure none is left without one, none is bound too late, and no page loads
 * handlers it has no use for.
 */

const connection = { call: () => Promise.resolve(ok(null)), watch: () => undefined, unwatch: () => undefined } as unknown as LazyAccountConnection;
const deps = { connection, scope: () => fork(), i18n: createI18nFrom('en', {}) };

/** The effects each handler group binds, by the group's module. */
async function groupBindings(): Promise<ReadonlyMap<string, ReadonlySet<unknown>>> {
  const entries = await Promise.all(Object.entries(HANDLER_GROUP_BINDERS).map(async ([module, bind]) => [module, new Set((await bind(deps)).toMap().keys())] as const));
  return new Map(entries);
}

/** The ui feature modules among `files`, each with its exported effects. */
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

describe('the handler groups bound when a lazy page loads', () => {
  it('are one binder each, named alike in the page table and the binders', async () => {
    expect([...HANDLER_GROUPS].sort()).toEqual(Object.keys(HANDLER_GROUP_BINDERS).sort());
    // The server and the benchmark find each group's chunk by its module.
    expect(HANDLER_GROUPS.filter((group) => !existsSync(handlerGroupModule(group)))).toEqual([]);
    const bindings = await groupBindings();
    const all = [...bindings.values()].flatMap((bound) => [...bound]);
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all).size).toBe(all.length);
  });

  it('bind every effect of the models only lazy pages reach, but those the model handles itself', async () => {
    const bound = new Set([...(await groupBindings()).values()].flatMap((set) => [...set]));
    const entry = startupGraph();
    const lazyOnly = new Set([...lazyPageModules().values()].flatMap((page) => [...staticGraph(page)]).filter((file) => !entry.has(file)));
    const modules = await featureModules(lazyOnly);
    const unbound = modules.flatMap(({ file, effects }) => effects.filter(([, effect]) => !bound.has(effect) && !hasOwnHandler(effect)).map(([name]) => `${file}: ${name}`));
    expect(unbound).toEqual([]);
  });

  it('cover no model the first download carries, which could run an effect before they arrive', async () => {
    const bound = new Set([...(await groupBindings()).values()].flatMap((set) => [...set]));
    const early = (await featureModules(startupGraph())).filter(({ effects }) => effects.some(([, effect]) => bound.has(effect)));
    expect(early.map(({ file }) => file)).toEqual([]);
  });

  it('are each loaded by every page and deferred part whose models need them, and by no other', async () => {
    const bindings = await groupBindings();
    // A page may show without the deferred parts (a visitor not signed in has no chat widget).
    const entry = startupGraph();
    const wrong = [];
    const parts = deferredParts(readFileSync('ui/app/App.tsx', 'utf8'));
    expect(parts.map((p) => p.part).sort()).toEqual(['chatWidget', 'loginModal']);
    const everyOne = [...lazyPageModules()].map(([name, module]) => ({ name, module, loaded: handlerGroupsOf(name) }));
    for (const { part, module } of parts) everyOne.push({ name: `part ${part}`, module, loaded: partHandlerGroupsOf(part) });
    for (const { name, module, loaded } of everyOne) {
      const effects = (await featureModules([...staticGraph(module)].filter((file) => !entry.has(file)))).flatMap((m) => m.effects.map(([, effect]) => effect));
      const needed = [...bindings].filter(([, bound]) => effects.some((effect) => bound.has(effect))).map(([group]) => group);
      if ([...needed].sort().join() !== [...loaded].sort().join()) wrong.push(`${name}: needs ${needed.join(', ') || 'none'}; loads ${loaded.join(', ') || 'none'}`);
    }
    expect(wrong).toEqual([]);
  });
});
