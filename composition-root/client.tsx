import '../ui/styles/global.scss';
import { MESSAGES_ELEMENT_ID, type StringsAddress } from '../ui/app/document.ts';
import { holdEarlyInput, type EarlyInput } from './client/early-input.ts';
import { nextTask } from './client/next-task.ts';

/**
 * The storefront's code, in the order client.tsx evaluates it, one task each.
 * Each phase evaluates only what no earlier phase has: the libraries, then the
 * shell's parts (header, cart and drawer), then the start
 * itself (client-start.tsx: the rest of the models, the effect handlers).
 */
const PHASES: readonly (() => Promise<unknown>)[] = [
  () => import('./client/boot-libraries.ts'),
  () => import('../ui/features/shared/page/model.ts'),
  () => import('../ui/components/Header/Header.tsx'),
  () => import('../ui/components/Cart/CartDrawer.tsx'),
  () => import('../ui/components/SideDrawer/SideDrawer.tsx'),
  () => import('../ui/app/Root.tsx'),
];

/**
 * The browser entry. Evaluating the whole storefront's modules was one task of
 * 100–180 ms on a desktop (four times that on a phone): nearly all of a
 * page's Total Blocking Time. Loading it in phases with a new task between
 * them keeps each task short; hydration after them is split by React itself.
 * The phases' files are not preloaded with the page: found before its
 * pictures, they took the bandwidth the largest one needed (Lighthouse's
 * LCP on a phone, 2.2 → 3.6 s on a grid listing); fetched as each phase asks,
 * they arrive after the page has painted.
 */
/**
 * The page language's strings, from the address the page names (it also linked them for preloading, so
 * this meets that request). One retry: without them the page stays as the server rendered it.
 */
async function fetchStrings(): Promise<unknown> {
  const address = JSON.parse(document.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? '{}') as Partial<StringsAddress>;
  if (address.href === undefined) throw new Error('the page names no strings');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(address.href, { credentials: 'same-origin' });
      if (response.ok) return await response.json();
      if (attempt === 2) throw new Error(`the strings answered ${response.status}`);
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

async function boot(early: EarlyInput): Promise<void> {
  const strings = fetchStrings();
  // Settled here and awaited below: a failure then stops the start, not the phases already under way.
  strings.catch(() => undefined);
  for (const phase of PHASES) {
    await phase();
    await nextTask();
  }
  const { start } = await import('./client-start.tsx');
  const answer = await strings;
  await nextTask();
  start(early, answer);
}

// Without its code the server-rendered page still reads and its links still work; the error is for the console.
boot(holdEarlyInput(document)).catch((error: unknown) => console.error('the storefront failed to start', error));
