import type * as v from 'valibot';
import type { Result } from 'neverthrow';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { VISITOR, type Actor, type DomainError } from '../../../../domain/index.ts';
import type { MethodContext, MethodHandler } from '../../ddp/index.ts';
import { defineMethod } from './define-method.ts';

/**
 * The actor of one DDP call: the connection's user as their account stands
 * now, never anything from the params. Roles are read fresh on every call,
 * so a role change or a ban applies to the next one.
 */
export async function callActor(actors: ActorDirectory, ctx: Pick<MethodContext, 'userId'>): Promise<Actor> {
  return ctx.userId === null ? VISITOR : actors.actorOf(ctx.userId);
}

/**
 * Defines methods that act for someone: the params are checked by their
 * schema first (a bad call never costs a lookup), then the actor is built
 * once for the call and handed to `run` with the params and the call's context.
 */
export function actorMethod(actors: ActorDirectory) {
  return <S extends v.GenericSchema<unknown, readonly unknown[]>>(
    schema: S,
    run: (actor: Actor, params: v.InferOutput<S>, ctx: MethodContext) => Promise<Result<unknown, DomainError>>,
  ): MethodHandler => defineMethod(schema, async (ctx, params) => run(await callActor(actors, ctx), params, ctx));
}
