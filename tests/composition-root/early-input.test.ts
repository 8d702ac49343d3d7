// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { holdEarlyInput } from '../../composition-root/client/early-input.ts';

/** The server's markup: a header with a "Log in" button and a search form. */
function serverMarkup(): void {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '<div id="root"><header><button type="button" id="login">Log in</button><form id="search"><input name="q"></form></header></div>';
}

/** What hydration ends with: Root marks the document, which is what early-input waits for. */
async function hydrate(): Promise<void> {
  document.documentElement.dataset['hydrated'] = 'true';
  // MutationObserver callbacks run as a microtask.
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function clicksOn(button: Element): string[] {
  const seen: string[] = [];
  button.addEventListener('click', () => seen.push(button.textContent));
  return seen;
}

describe('input made before the page has started', () => {
  it('replays a tap on a button once, after hydration, not before', async () => {
    serverMarkup();
    const early = holdEarlyInput(document);
    const login = document.getElementById('login') as HTMLButtonElement;
    login.click();
    const replayed = clicksOn(login);
    early.handOver();
    expect(replayed).toEqual([]);
    await hydrate();
    expect(replayed).toEqual(['Log in']);
    await hydrate();
    expect(replayed).toEqual(['Log in']);
  });

  it('taps the button that took its place when hydration rendered the page afresh', async () => {
    serverMarkup();
    const early = holdEarlyInput(document);
    (document.getElementById('login') as HTMLButtonElement).click();
    early.handOver();
    // A mismatch makes React throw the server's markup away and render its own in the same shape.
    document.body.innerHTML = '<div id="root"><header><button type="button">Log in</button><form><input name="q"></form></header></div>';
    const fresh = clicksOn(document.querySelector('header button') as HTMLButtonElement);
    await hydrate();
    expect(fresh).toEqual(['Log in']);
  });

  it('does not tap a different button that happens to stand where the tapped one stood', async () => {
    serverMarkup();
    const early = holdEarlyInput(document);
    (document.getElementById('login') as HTMLButtonElement).click();
    early.handOver();
    document.body.innerHTML = '<div id="root"><header><button type="button">Log out</button></header></div>';
    const other = clicksOn(document.querySelector('header button') as HTMLButtonElement);
    await hydrate();
    expect(other).toEqual([]);
  });

  it('holds what was typed and gives it to the page as typing again once hydrated', async () => {
    serverMarkup();
    const early = holdEarlyInput(document);
    const field = document.querySelector('input[name=q]') as HTMLInputElement;
    field.value = 'acount skns';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    early.handOver();
    const typed: string[] = [];
    field.addEventListener('input', () => typed.push(field.value));
    await hydrate();
    expect(typed).toEqual(['acount skns']);
  });
});
