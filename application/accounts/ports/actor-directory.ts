import type { Actor } from '../../../domain/index.ts';

/**
 * Who a signed-in user is, for deciding what they may do: the actor built
 * from a projection of their account that holds no secret (id, roles, ban,
 * verification state). Read on every request and call, so a role change or
 * a ban applies to the next one.
 *
 * Import this file directly, not the ports barrel: the barrel also exports
 * the sign-in record (account-store.ts), which carries the password hash,
 * and authorization code may not reach it (.dependency-cruiser.cjs).
 */
export interface ActorDirectory {
  /** The actor of `userId` as the account stands now; the visitor when the account is unknown or removed. */
  actorOf(userId: string): Promise<Actor>;
}
