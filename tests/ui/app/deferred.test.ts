import { createEvent, createStore, fork, allSettled } from 'effector';
import { Provider } from 'effector-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, loadWantedParts, setPartPreparer } from '../../../ui/app/deferred.tsx';

const opened = createEvent();
const $open = createStore(false, { sid: 'test/deferred/$open' }).on(opened, () => true);
let loads = 0;
const prepared: string[] = [];
setPartPreparer((part) => {
  prepared.push(part);
  return Promise.resolve();
});
const Dialog = deferred(
  () => {
    loads += 1;
    return Promise.resolve(() => createElement('div', { role: 'dialog' }, 'Sign in'));
  },
  $open,
  'signInDialog',
);

const render = (scope: ReturnType<typeof fork>) => renderToString(createElement(Provider, { value: scope }, createElement(Dialog)));

describe('a deferred part of the shell', () => {
  it('renders nothing and loads nothing while no page wants it', async () => {
    const scope = fork();
    await loadWantedParts(scope);
    expect(loads).toBe(0);
    expect(render(scope)).toBe('');
  });

  it('is loaded before rendering a page that wants it at once, and rendered then, once however often it is asked for', async () => {
    const scope = fork();
    await allSettled(opened, { scope });
    await Promise.all([loadWantedParts(scope), loadWantedParts(scope)]);
    expect(loads).toBe(1);
    // What its models need (their effects' handlers) was readied with its code, once.
    expect(prepared).toEqual(['signInDialog']);
    expect(render(scope)).toBe('<div role="dialog">Sign in</div>');
    // Loaded code does not make another page show it: it follows what the page wants.
    expect(render(fork())).toBe('');
  });
});
