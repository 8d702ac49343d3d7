import type { Effect } from 'effector';
import type { Result } from 'neverthrow';
import type { DomainError } from '../../domain/index.ts';

type AnyHandler = (params: never) => unknown;

/**
 * Collects an effect → handler binding per effect, each checked against its
 * effect's types where it is bound, for `fork({ handlers })`.
 */
export class EffectHandlers {
  private readonly map = new Map<Effect<unknown, unknown, unknown>, AnyHandler>();

  bind<P, R, E>(effect: Effect<P, R, E>, handler: (params: P) => R | Promise<R>): this {
    // The pairing was checked by the signature above; the map only stores it.
    this.map.set(effect as unknown as Effect<unknown, unknown, unknown>, handler as AnyHandler);
    return this;
  }

  /** The handler bound to `effect`, if any. */
  handlerOf(effect: unknown): AnyHandler | undefined {
    return this.map.get(effect as unknown as Effect<unknown, unknown, unknown>);
  }

  /**
   * Makes each binding its effect's default handler, for effects a scope forked
   * before these were loaded has no handler of its own for (effector runs the
   * default then).
   */
  attach(): void {
    for (const [effect, handler] of this.map) effect.use(handler as (params: unknown) => unknown);
  }

  /** The bindings in the shape effector's `fork` takes. */
  toMap(): Map<Effect<unknown, unknown, unknown>, AnyHandler> {
    return this.map;
  }
}

/** A Result-returning call as an effect handler: the error becomes the effect's failure. */
export function unwrap<P, T>(call: (params: P) => Promise<Result<T, DomainError>>) {
  return async (params: P): Promise<T> => {
    const result = await call(params);
    if (result.isErr()) throw result.error;
    return result.value;
  };
}
