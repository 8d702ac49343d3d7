import type { LiveSession, SessionTerminator } from '../../../../application/accounts/ports/index.ts';
import type { SessionRegistry } from '../../ddp/index.ts';
import type { ConnectionTokens } from './connection-tokens.ts';

/**
 * The accounts' view of this process's DDP connections: which of a user's
 * connections are open (the DDP server's registry) and which login token
 * each signed in with (kept by the account methods), so revoking a token
 * can end exactly the connections that used it.
 */
export class DdpLiveSessions implements SessionTerminator {
  constructor(
    private readonly registry: SessionRegistry,
    private readonly tokens: ConnectionTokens,
  ) {}

  endSessionsOf(userId: string): void {
    this.registry.closeSessionsOf(userId);
  }

  liveSessionsOf(userId: string): readonly LiveSession[] {
    return this.registry.sessionsOf(userId).map((sessionId) => ({ sessionId, token: this.tokens.peek(sessionId) }));
  }

  endSession(userId: string, sessionId: string): void {
    this.registry.closeSession(userId, sessionId);
  }
}
