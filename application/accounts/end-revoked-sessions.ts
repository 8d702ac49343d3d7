import type { Change, Clock } from '../shared/ports/index.ts';
import { REVOKED_SESSIONS_COLLECTION, type ResumeTokenStore, type SessionTerminator } from './ports/index.ts';

/**
 * Ends the live sessions whose login token no longer works. Every server
 * process runs it on each `SessionsRevoked` change it hears, so a logout or a
 * password reset made through one process closes the connections that other
 * processes hold with the revoked tokens. The store decides: a session is
 * ended when its token is gone, so a password change that keeps its own
 * token keeps its own connections.
 */
export class EndRevokedSessions {
  constructor(
    private readonly tokens: ResumeTokenStore,
    private readonly sessions: SessionTerminator,
    private readonly clock: Clock,
  ) {}

  /** Whether `change` announces revoked tokens; its id is then the user's. */
  concerns(change: Change): boolean {
    return change.collection === REVOKED_SESSIONS_COLLECTION;
  }

  async execute(userId: string): Promise<void> {
    const now = this.clock.now();
    for (const session of this.sessions.liveSessionsOf(userId)) {
      // A session without a token is mid-logout or mid-reset on its own connection: that method answers it.
      if (session.token === null) continue;
      const found = await this.tokens.find(session.token, now);
      if (found?.userId !== userId) this.sessions.endSession(userId, session.sessionId);
    }
  }
}
