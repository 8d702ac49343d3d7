/** The login token each DDP connection logged in with, so `logout` can revoke exactly that one. */
export class ConnectionTokens {
  private readonly tokens = new Map<string, string>();

  set(connectionId: string, token: string): void {
    this.tokens.set(connectionId, token);
  }

  /** The connection's token, leaving it in place. */
  peek(connectionId: string): string | null {
    return this.tokens.get(connectionId) ?? null;
  }

  take(connectionId: string): string | null {
    const token = this.tokens.get(connectionId) ?? null;
    this.tokens.delete(connectionId);
    return token;
  }

  forget(connectionId: string): void {
    this.tokens.delete(connectionId);
  }
}
