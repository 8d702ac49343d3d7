import { Suspense, type ReactNode } from 'react';

/**
 * Hydration in slices. Preact hydrates a page in one task: on a phone, a
 * listing's 24 cards, the header and the footer made one task of 200–400 ms,
 * nearly all of the page's Total Blocking Time, and a tap waited for all of
 * it. A part wrapped in `HydrateLater` is left as the server drew it while
 * the rest hydrates (Preact keeps the markup of a part that suspends while
 * hydrating) and is hydrated in a task of its own afterwards, one part per
 * task, in the order the page holds them.
 *
 * Only the first hydration of a page load is sliced: later renders (another
 * page, an update) render a part at once, as does the server. `hydrated()`
 * resolves once every part has been hydrated; the page tells it is
 * interactive (`data-hydrated`, replaying early taps) only then.
 */
type Phase = 'idle' | 'hydrating' | 'done';

interface Turn {
  readonly promise: Promise<void>;
  readonly grant: () => void;
  done: boolean;
}

let phase: Phase = 'idle';
const turns = new Map<string, Turn>();
const queue: Turn[] = [];
let draining = false;
let finish: () => void = () => undefined;
const finished = new Promise<void>((resolve) => (finish = resolve));

/**
 * Resolves in a task of its own. A message, not a timer: browsers hold nested 0 ms timers back to 4 ms,
 * which a page of some thirty parts would wait in all.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  // Parts that are hydrated register the parts inside them: the queue grows while it drains.
  while (queue.length > 0) {
    await nextTask();
    const turn = queue.shift();
    if (turn === undefined) break;
    turn.done = true;
    turn.grant();
  }
  // One more task: the last part's hydration (a render a microtask after its grant) has run by then.
  await nextTask();
  draining = false;
  if (queue.length > 0) return drain();
  complete();
}

function complete(): void {
  phase = 'done';
  finish();
}

/** The browser's start calls this right before hydrating; the parts met in that hydration are sliced. */
export function beginSlicedHydration(): void {
  if (phase === 'idle') phase = 'hydrating';
}

/** The start calls this once hydrating returned: the parts it left are hydrated from the next task on. */
export function sliceRemainingHydration(): void {
  if (phase !== 'hydrating') return;
  if (queue.length === 0) complete();
  else void drain();
}

/** Resolves once the page's first hydration is whole (at once where nothing was sliced, or on the server). */
export function hydrated(): Promise<void> {
  return phase === 'hydrating' ? finished : Promise.resolve();
}

function Slice({ id, children }: { readonly id: string; readonly children?: ReactNode }) {
  if (phase !== 'hydrating') return children;
  let turn = turns.get(id);
  if (turn === undefined) {
    let grant: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (grant = resolve));
    turn = { promise, grant, done: false };
    turns.set(id, turn);
    queue.push(turn);
  }
  if (!turn.done) throw turn.promise;
  return children;
}

/**
 * A part of the page hydrated after the rest, in a task of its own. `children` must be exactly one
 * element wherever the server draws the part (Preact keeps one node of a part it leaves), and `id` must
 * be unique on the page and the same on the server and in the browser.
 */
export function HydrateLater({ id, children }: { readonly id: string; readonly children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Slice id={id}>{children}</Slice>
    </Suspense>
  );
}
