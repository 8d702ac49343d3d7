import '../ui/styles/global.scss';
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
async function boot(early: EarlyInput): Promise<void> {
  for (const phase of PHASES) {
    await phase();
    await nextTask();
  }
  const { start } = await import('./client-start.tsx');
  await nextTask();
  start(early);
}

// Without its code the server-rendered page still reads and its links still work; the error is for the console.
boot(holdEarlyInput(document)).catch((error: unknown) => console.error('the storefront failed to start', error));
