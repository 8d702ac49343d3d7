import type { Effect } from 'effector';
import type { EffectHandlers } from './effect-handlers.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a group binds effects of every shape
type AnyEffect = Effect<any, any, any>;

/** Effects whose handlers one module binds, and the import of that module binding them. */
export interface LazyHandlerGroup {
  readonly effects: readonly AnyEffect[];
  readonly load: () => Promise<EffectHandlers>;
}

/** `load` run on the first call only, its promise shared by every caller; after a failure the next call runs it again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Binds each of `effects` to a handler that loads the module binding them for
 * real (`load`, a dynamic import: its adapters and contracts are a chunk of
 * their own) on the first call of any of them, then hands the call on.
 *
 * The shell's models (session, orders, messages, notifications…) live in the
 * first download because every page shows them, but most of what their
 * effects call — DDP methods with the contracts that check their answers —
 * runs only once a visitor signs in or clicks. A load that fails is tried
 * again on the next call; the call that met it fails like any effect.
 */
export function bindOnFirstUse(handlers: EffectHandlers, effects: readonly AnyEffect[], load: () => Promise<EffectHandlers>): EffectHandlers {
  const loaded = loadOnce(load);
  for (const effect of effects) {
    handlers.bind(effect, async (params: unknown) => {
      const handler = (await loaded()).handlerOf(effect);
      // A binder that lost one of its effects is a bug; tests/composition-root/lazy-handlers.test.ts keeps the lists equal.
      if (handler === undefined) throw new Error(`the lazily loaded handlers bind no ${effect.compositeName.fullName}`);
      return handler(params as never);
    });
  }
  return handlers;
}
