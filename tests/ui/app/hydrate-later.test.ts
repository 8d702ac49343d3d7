// @vitest-environment jsdom
import { createElement as h, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydrateLaterModule from '../../../ui/app/hydrate-later.tsx';

type Module = typeof HydrateLaterModule;

/** A fresh copy of the module: its phase belongs to one page load. */
async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('../../../ui/app/hydrate-later.tsx');
}

/** Lets Preact's queued renders (microtasks) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/**
 * Which synchronous run each button was first rendered in by the browser: a run ends where the
 * microtasks queued in it run, so two parts rendered by one render share a number, and parts
 * hydrated apart do not.
 */
let run = 0;
let ending = false;
const firstRenders = new Map<string, number>();
function noteFirstRender(id: string): void {
  if (typeof document === 'undefined' || firstRenders.has(id)) return;
  firstRenders.set(id, run);
  if (!ending) {
    ending = true;
    queueMicrotask(() => {
      run += 1;
      ending = false;
    });
  }
}

/** A button that counts its taps in its label: it counts only once hydrated (the server's markup has no handler). */
function Counter({ id }: { readonly id: string }) {
  const [taps, setTaps] = useState(0);
  useLayoutEffect(() => noteFirstRender(id), [id]);
  return h('button', { type: 'button', id, onClick: () => setTaps((n) => n + 1) }, `${id}:${taps}`);
}

/** A page: a button of its own, then two parts left for later (cards, a footer). */
function page({ HydrateLater }: Module) {
  return h(
    'div',
    null,
    h(Counter, { id: 'top' }),
    h(HydrateLater, { id: 'cards' }, h('section', null, h(Counter, { id: 'card' }))),
    h(HydrateLater, { id: 'footer' }, h('footer', null, h(Counter, { id: 'bottom' }))),
  );
}

function tap(id: string): void {
  (document.getElementById(id) as HTMLButtonElement).click();
}

const label = (id: string) => document.getElementById(id)?.textContent;

describe('hydration in slices', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    firstRenders.clear();
  });

  it('hydrates the page first and each part in a task of its own after it, keeping the server markup', async () => {
    const module = await freshModule();
    const root = document.createElement('div');
    root.innerHTML = renderToString(page(module));
    document.body.append(root);
    const served = root.innerHTML;
    const nodes = ['top', 'card', 'bottom'].map((id) => document.getElementById(id));

    module.beginSlicedHydration();
    hydrateRoot(root, page(module));
    module.sliceRemainingHydration();
    let whole = false;
    void module.hydrated().then(() => (whole = true));

    tap('top');
    tap('card');
    await settle();
    // The page answers at once; the parts are still the server's markup, untouched.
    expect(label('top')).toBe('top:1');
    expect(label('card')).toBe('card:0');
    expect(root.innerHTML).toBe(served.replace('top:0', 'top:1'));
    expect(whole).toBe(false);

    await module.hydrated();
    tap('card');
    tap('bottom');
    await settle();
    expect(label('card')).toBe('card:1');
    expect(label('bottom')).toBe('bottom:1');
    // In the page's order, each apart from the others.
    const runs = ['top', 'card', 'bottom'].map((id) => firstRenders.get(id) ?? -1);
    expect(runs[0]).toBeGreaterThanOrEqual(0);
    expect(runs[1]).toBeGreaterThan(runs[0] ?? 0);
    expect(runs[2]).toBeGreaterThan(runs[1] ?? 0);
    // The same elements all along: hydration adopted the server's markup rather than drawing it again.
    expect(['top', 'card', 'bottom'].map((id) => document.getElementById(id))).toEqual(nodes);
    expect(root.querySelectorAll('button')).toHaveLength(3);
    expect(whole).toBe(true);
  });

  it('renders parts at once outside the first hydration, and tells at once when nothing was left', async () => {
    const module = await freshModule();
    // The server never leaves a part out.
    expect(renderToString(page(module))).toContain('card:0');
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(h(Counter, { id: 'alone' }));
    module.beginSlicedHydration();
    hydrateRoot(root, h(Counter, { id: 'alone' }));
    module.sliceRemainingHydration();
    let whole = false;
    void module.hydrated().then(() => (whole = true));
    await settle();
    expect(whole).toBe(true);

    // After the first hydration, a part met later (another page) renders with the rest.
    const later = document.createElement('div');
    document.body.append(later);
    hydrateRoot(later, page(module));
    await settle();
    expect(label('card')).toBe('card:0');
    tap('card');
    await settle();
    expect(label('card')).toBe('card:1');
  });
});
