/** Resolves a login (resume) token to its user, if the token is known and not expired. */
export interface SessionTokens {
  userIdFor(token: string): Promise<string | undefined>;
}
