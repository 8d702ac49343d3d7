import { err, ok } from 'neverthrow';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { StartImpersonation } from '../../../../application/staff/impersonation.ts';
import { ImpersonateUserMethod, StopImpersonatingMethod } from '../../../../contracts/staff/index.ts';
import { domainError } from '../../../../domain/index.ts';
import type { MethodContext, MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';
import { defineMethod } from '../shared/define-method.ts';

/** The connections now viewing the site as someone else: connection id → the staff member behind it. */
export class Impersonations {
  readonly #byConnection = new Map<string, string>();

  start(connectionId: string, staffId: string): void {
    this.#byConnection.set(connectionId, staffId);
  }

  /** The staff member behind the connection, if it views as someone else. */
  staffBehind(connectionId: string): string | undefined {
    return this.#byConnection.get(connectionId);
  }

  end(connectionId: string): void {
    this.#byConnection.delete(connectionId);
  }
}

/**
 * The calls that only read: an account's own `my…` and `get…` answers and the
 * quotes and searches that store nothing. `searchTerm` (it logs the search)
 * and `markRead` (it would mark the user's messages read) are writes.
 */
const READING_CALLS: ReadonlySet<string> = new Set(['checkCartAvailablity', 'checkoutQuote', 'quoteWithdrawal', 'searchConversations', 'sellerReport', 'sellerPerformance', 'sellerTrustSignals', StopImpersonatingMethod.name]);
export function isReadingCall(name: string): boolean {
  return /^(my|get)[A-Z]/.test(name) || READING_CALLS.has(name);
}

/**
 * Every method of the map behind the read-only rule of impersonation: a
 * connection viewing as someone else gets FORBIDDEN for any call that is
 * not reading. Applied to the whole map once, so a method added anywhere is
 * covered without wiring of its own.
 */
export function readOnlyWhileImpersonating(methods: ReadonlyMap<string, MethodHandler>, impersonations: Impersonations): Map<string, MethodHandler> {
  return new Map(
    [...methods].map(([name, handler]): [string, MethodHandler] => [
      name,
      isReadingCall(name)
        ? handler
        : (ctx, params) =>
            impersonations.staffBehind(ctx.connectionId) === undefined ? handler(ctx, params) : Promise.resolve(err(domainError('FORBIDDEN', 'Read-only: you are viewing the site as another user'))),
    ]),
  );
}

/** `impersonateUser` and `stopImpersonating`. */
export function impersonationMethods(start: StartImpersonation, impersonations: Impersonations, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [
      ImpersonateUserMethod.name,
      method(ImpersonateUserMethod.params, async (actor, [p], ctx: MethodContext) => {
        const started = await start.execute(actor, p);
        if (started.isErr()) return err(started.error);
        impersonations.start(ctx.connectionId, started.value.staffId);
        ctx.onClose(() => impersonations.end(ctx.connectionId));
        ctx.setUserId(started.value.userId);
        return ok({ userId: started.value.userId, username: started.value.username, readOnly: true as const });
      }),
    ],
    [
      StopImpersonatingMethod.name,
      defineMethod(StopImpersonatingMethod.params, async (ctx) => {
        const staffId = impersonations.staffBehind(ctx.connectionId);
        if (staffId === undefined) return err(domainError('NOT_FOUND', 'This connection is not viewing as anyone'));
        impersonations.end(ctx.connectionId);
        ctx.setUserId(staffId);
        return ok({ userId: staffId });
      }),
    ],
  ]);
}
