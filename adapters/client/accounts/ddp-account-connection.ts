import simpleDDP from 'simpleddp';
import { err, ok, type Result } from 'neverthrow';
import type { AccountConnection, LoginGrant, PasswordCredentials } from '../../../application/accounts/ports/index.ts';
import type { FavoriteLists } from '../../../application/shopping/ports/index.ts';
import { domainError, type DomainError, type PublicUser } from '../../../domain/index.ts';
import { domainErrorFromDdp } from '../shared/ddp-error.ts';

/** Spec section 9: the websocket reconnects every 3000 ms. */
export const RECONNECT_INTERVAL_MS = 3000;
/** A call that has not answered in this long fails as UNAVAILABLE instead of hanging the login modal. */
const CALL_TIMEOUT_MS = 20_000;

interface LoginAnswer {
  readonly id?: unknown;
  readonly token?: unknown;
  readonly tokenExpires?: unknown;
}

/** Meteor clients hash the password before it leaves the browser; without WebCrypto (plain http) the server takes the text. */
async function passwordParam(password: string): Promise<string | { digest: string; algorithm: 'sha-256' }> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return password;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(password)));
  return { digest: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''), algorithm: 'sha-256' };
}

function grantOf(answer: unknown): Result<LoginGrant, DomainError> {
  const a = (answer ?? {}) as LoginAnswer;
  if (typeof a.id !== 'string' || typeof a.token !== 'string') return err(domainError('LOGIN_FAILED', 'The server answered without a session'));
  const expires = a.tokenExpires instanceof Date ? a.tokenExpires : new Date(String(a.tokenExpires));
  return ok({ userId: a.id, token: a.token, tokenExpires: expires });
}

/**
 * The account channel over DDP with simpleddp (the browser passes its
 * WebSocket, Node passes `ws`). simpleddp reconnects on its own; this adapter
 * re-follows the user's record after every sign-in on a new socket, because
 * our `loggedInUser` publication reads the connection's user when it starts.
 */
export class DdpAccountConnection implements AccountConnection {
  private readonly ddp: simpleDDP;
  private following: { readonly userId: string; readonly onRecord: (user: PublicUser) => void } | null = null;
  private subscriptionId: string | null = null;
  private connectedOnce = false;
  private readonly reconnectListeners: (() => void)[] = [];

  constructor(options: { readonly endpoint: string; readonly SocketConstructor: unknown; readonly reconnectInterval?: number }) {
    this.ddp = new simpleDDP({
      endpoint: options.endpoint,
      SocketConstructor: options.SocketConstructor,
      reconnectInterval: options.reconnectInterval ?? RECONNECT_INTERVAL_MS,
      maxTimeout: CALL_TIMEOUT_MS,
    });
    this.ddp.on('connected', () => {
      if (this.connectedOnce) for (const listener of this.reconnectListeners) listener();
      this.connectedOnce = true;
    });
    // The server ends a socket's subscriptions with it; a new socket needs a new sign-in before a new subscription.
    this.ddp.on('disconnected', () => {
      this.subscriptionId = null;
    });
    const users = this.ddp.collection<PublicUser>('users');
    users.onChange(() => {
      const target = this.following;
      if (target === null) return;
      const record = users.fetch().find((user) => user.id === target.userId);
      if (record !== undefined) target.onRecord(record);
    });
  }

  async resume(token: string): Promise<Result<LoginGrant, DomainError>> {
    return this.login({ resume: token });
  }

  async loginWithPassword(credentials: PasswordCredentials): Promise<Result<LoginGrant, DomainError>> {
    const request = {
      user: { email: credentials.email.trim().toLowerCase() },
      password: await passwordParam(credentials.password),
      ...(credentials.twoFactorCode === undefined || credentials.twoFactorCode === '' ? {} : { code: credentials.twoFactorCode }),
    };
    return this.login(request);
  }

  async logout(): Promise<Result<void, DomainError>> {
    this.stopFollowingUser();
    return this.call('logout').then((result) => result.map(() => undefined));
  }

  followUser(userId: string, onRecord: (user: PublicUser) => void): void {
    this.stopFollowingUser();
    this.following = { userId, onRecord };
    this.subscribe();
  }

  stopFollowingUser(): void {
    this.following = null;
    if (this.subscriptionId !== null && this.ddp.connected) this.ddp.ddpConnection.unsub(this.subscriptionId);
    this.subscriptionId = null;
  }

  async favorites(): Promise<Result<FavoriteLists, DomainError>> {
    const result = await this.call('getFavorites');
    return result.map((value) => {
      const lists = (value ?? {}) as Partial<FavoriteLists>;
      return { favoriteProducts: lists.favoriteProducts ?? [], favoriteSellers: lists.favoriteSellers ?? [] };
    });
  }

  onReconnected(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  /** Ends the channel for good (tests, and a native shell tearing the view down). */
  async close(): Promise<void> {
    this.following = null;
    await this.ddp.disconnect();
  }

  private async login(request: unknown): Promise<Result<LoginGrant, DomainError>> {
    const answer = await this.call('login', request);
    const grant = answer.andThen(grantOf);
    // Following survives a reconnect: once the new socket is signed in again, the record flows again.
    if (grant.isOk() && this.following !== null && this.following.userId === grant.value.userId && this.subscriptionId === null) this.subscribe();
    return grant;
  }

  private subscribe(): void {
    this.subscriptionId = this.ddp.ddpConnection.sub('loggedInUser', []);
  }

  /** Any other method on the same channel (cart checks, coupons, favorites), failing with catalogue errors. */
  async call(method: string, ...params: unknown[]): Promise<Result<unknown, DomainError>> {
    try {
      return ok(await this.ddp.call(method, ...params));
    } catch (raw) {
      return err(domainErrorFromDdp(raw));
    }
  }
}
