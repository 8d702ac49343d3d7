/** Ends every live session of a user (after a ban), through whatever transport carries them. */
export interface SessionTerminator {
  endSessionsOf(userId: string): void;
}
