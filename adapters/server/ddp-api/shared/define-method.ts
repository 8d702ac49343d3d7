import type * as v from 'valibot';
import { err, type Result } from 'neverthrow';
import type { DomainError } from '../../../../domain/index.ts';
import type { MethodContext, MethodHandler } from '../../ddp/index.ts';
import { parseInput } from '../../http/shared/validation.ts';

/**
 * A DDP method whose params are checked by a valibot tuple schema first; a
 * bad call is refused with 400 naming the field (`params.0.email`) and never
 * reaches the use case.
 */
export function defineMethod<S extends v.GenericSchema<unknown, readonly unknown[]>>(
  schema: S,
  run: (ctx: MethodContext, params: v.InferOutput<S>) => Promise<Result<unknown, DomainError>>,
): MethodHandler {
  return async (ctx, params) => {
    const parsed = parseInput(schema, params, 'params');
    if (parsed.isErr()) return err(parsed.error);
    return run(ctx, parsed.value);
  };
}
