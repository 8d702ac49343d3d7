import { NO_ROLE_FLAGS, parseRoles, roleFlags, type Role, type RoleFlags } from './roles.ts';
import { VERIFICATION_STATES, type VerificationState } from './verification.ts';

/**
 * Who is acting on one HTTP request or DDP call: built once, by the
 * transport, from the session and the account's current record — never from
 * anything the client sends. Authorization reads only this (see
 * permissions.ts). It holds no secret and no transport detail: the peer
 * address stays with the request (the one use case that needs it, per-caller
 * search logging, takes it separately).
 */

/** The id of the user an actor acts as. */
export type ActorId = string;

export interface Actor {
  /** Null for a visitor (no session, or a session whose account is gone or removed). */
  readonly userId: ActorId | null;
  /** The account's known roles, once each; unknown role strings are dropped, so they grant nothing. */
  readonly roles: readonly Role[];
  readonly flags: RoleFlags;
  readonly verificationState: VerificationState;
  /** A banned user still has a session until it is ended; the policy treats them as signed out. */
  readonly banned: boolean;
}

/**
 * What an actor is built from: the account's id, roles, ban and verification
 * state as stored. Deliberately nothing else of the account — in particular
 * no password hash and no two-factor secret.
 */
export interface ActorProfile {
  readonly id: string;
  readonly roles: readonly string[];
  readonly banned: boolean;
  /** As stored; an unknown value reads as NOT_STARTED. */
  readonly verificationState: string;
}

/** The actor of a request without a usable session. */
export const VISITOR: Actor = {
  userId: null,
  roles: [],
  flags: NO_ROLE_FLAGS,
  verificationState: 'NOT_STARTED',
  banned: false,
};

const VERIFICATION_STATE_SET: ReadonlySet<string> = new Set(VERIFICATION_STATES);

/** The actor of a signed-in account; a visitor when there is no account (unknown or removed). */
export function actorFromProfile(profile: ActorProfile | undefined): Actor {
  if (profile === undefined) return VISITOR;
  const roles = parseRoles(profile.roles);
  return {
    userId: profile.id,
    roles,
    flags: roleFlags(roles),
    verificationState: VERIFICATION_STATE_SET.has(profile.verificationState) ? (profile.verificationState as VerificationState) : 'NOT_STARTED',
    banned: profile.banned,
  };
}

/**
 * The user the actor acts as, or null for a visitor and for a banned user:
 * a banned account is logged out on sight (spec section 4), so what it
 * still sends counts as a visitor's.
 */
export function signedInUserId(actor: Actor): ActorId | null {
  return actor.banned ? null : actor.userId;
}
