import type { Outbox } from '../../shared/ports/index.ts';

/** The change-feed collection whose ids are users some of whose login tokens were revoked. */
export const REVOKED_SESSIONS_COLLECTION = 'sessions';

/**
 * Announces that some of a user's login tokens stopped working (a logout, a
 * password reset), so every server process ends the live connections that
 * signed in with them. Called inside the unit of work that revokes them.
 */
export interface SessionChanges {
  tokensRevoked(userId: string): Promise<void>;
}

/** {@link SessionChanges} as `SessionsRevoked` events in the outbox, published to every process after commit. */
export function sessionChangesVia(outbox: Outbox): SessionChanges {
  return { tokensRevoked: (userId) => outbox.add({ type: 'SessionsRevoked', collection: REVOKED_SESSIONS_COLLECTION, id: userId }) };
}
