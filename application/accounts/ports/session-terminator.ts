/** A live session of a user in this process, and the login token it signed in or resumed with. */
export interface LiveSession {
  readonly sessionId: string;
  /** Null while the session has no token of its own (e.g. in the middle of a logout or a password reset). */
  readonly token: string | null;
}

/** Ends live sessions of a user (after a ban, a logout, a password reset), through whatever transport carries them. */
export interface SessionTerminator {
  endSessionsOf(userId: string): void;
  /** The user's sessions open in this process. */
  liveSessionsOf(userId: string): readonly LiveSession[];
  /** Ends one session of the user; an unknown id is ignored (it may have closed meanwhile). */
  endSession(userId: string, sessionId: string): void;
}
