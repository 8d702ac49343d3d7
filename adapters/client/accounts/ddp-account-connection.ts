import simpleDDP from 'simpleddp';
import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { AccountConnection, LoginGrant, PasswordCredentials } from '../../../application/accounts/ports/index.ts';
import type { FavoriteLists } from '../../../application/shopping/ports/index.ts';
import { domainError, type DomainError, type PublicUser } from '../../../domain/index.ts';
import {
  LoggedInUserPublication,
  LoginMethod,
  LogoutMethod,
  PublicUserSchema,
  ResumeFromCookieMethod,
  type LoginRequest,
} from '../../../contracts/accounts/index.ts';
import { GetFavoritesMethod } from '../../../contracts/shopping/index.ts';
import { callMethod, checkedAnswer } from '../shared/ddp-answer.ts';
import { DdpLiveWatches, type LiveDocument } from '../shared/ddp-live-watches.ts';
import type { PublicationContract } from '../../../contracts/shared/index.ts';
import { domainErrorFromDdp } from '../shared/ddp-error.ts';
import { grantOf, passwordParam } from './login-params.ts';

/** Spec section 9: the websocket reconnects every 3000 ms. */
export const RECONNECT_INTERVAL_MS = 3000;
/** A call that has not answered in this long fails as UNAVAILABLE instead of hanging the login modal. */
const CALL_TIMEOUT_MS = 20_000;

/** The session a login answered (a cookie resume answers without the token); an answer without one is a failed login. */
function grantFor(request: LoginRequest, answer: unknown): Result<LoginGrant, DomainError> {
  if (!('resumeFromCookie' in request)) return grantOf(answer);
  return checkedAnswer(ResumeFromCookieMethod, answer)
    .map((a): LoginGrant => ({ userId: a.id, tokenExpires: a.tokenExpires }))
    .mapErr(() => domainError('LOGIN_FAILED', 'The server answered without a session'));
}

/** A `users` document as the publication sends it (simpleddp adds the id), checked before anyone sees it. */
function userOf(document: unknown): PublicUser | undefined {
  const parsed = v.safeParse(PublicUserSchema, document);
  return parsed.success ? parsed.output : undefined;
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
  private readonly live: DdpLiveWatches;

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
    this.live = new DdpLiveWatches(this.ddp);
    this.ddp.on('disconnected', () => {
      this.subscriptionId = null;
      this.live.dropped();
    });
    const users = this.ddp.collection<{ readonly id: string }>(LoggedInUserPublication.collection);
    users.onChange(() => {
      const target = this.following;
      if (target === null) return;
      const record = userOf(users.fetch().find((user) => user.id === target.userId));
      if (record !== undefined) target.onRecord(record);
    });
  }

  async resume(token: string): Promise<Result<LoginGrant, DomainError>> {
    return this.login({ resume: token });
  }

  async resumeFromCookie(): Promise<Result<LoginGrant, DomainError>> {
    return this.login({ resumeFromCookie: true });
  }

  async loginWithPassword(credentials: PasswordCredentials): Promise<Result<LoginGrant, DomainError>> {
    const request: LoginRequest = {
      user: { email: credentials.email.trim().toLowerCase() },
      password: await passwordParam(credentials.password),
      ...(credentials.twoFactorCode === undefined || credentials.twoFactorCode === '' ? {} : { code: credentials.twoFactorCode }),
    };
    return this.login(request);
  }

  async logout(): Promise<Result<void, DomainError>> {
    this.stopFollowingUser();
    this.live.dropped();
    return (await callMethod(this, LogoutMethod)).map(() => undefined);
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
    return callMethod(this, GetFavoritesMethod);
  }

  onReconnected(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  /** Follows one of the signed-in user's publications (`myOrders`, `myBalances`); see {@link DdpLiveWatches}. */
  watch<D extends v.GenericSchema>(
    publication: PublicationContract<string, string, D>,
    onDocuments: (documents: readonly LiveDocument<D>[]) => void,
    params: readonly unknown[] = [],
    onRefused?: (error: DomainError) => void,
  ): void {
    this.live.watch(publication, onDocuments, params, onRefused);
  }

  unwatch(publicationName: string): void {
    this.live.unwatch(publicationName);
  }

  /** Ends the channel for good (tests, and a native shell tearing the view down). */
  async close(): Promise<void> {
    this.following = null;
    await this.ddp.disconnect();
  }

  private async login(request: LoginRequest): Promise<Result<LoginGrant, DomainError>> {
    const answer = await this.call(LoginMethod.name, request);
    const grant = answer.andThen((a) => grantFor(request, a));
    // Following survives a reconnect: once the new socket is signed in again, the record flows again.
    if (grant.isOk() && this.following !== null && this.following.userId === grant.value.userId && this.subscriptionId === null) this.subscribe();
    // The signed-in user's own publications (orders, balances) start, or start again on a new socket.
    if (grant.isOk()) this.live.resubscribe();
    return grant;
  }

  private subscribe(): void {
    this.subscriptionId = this.ddp.ddpConnection.sub(LoggedInUserPublication.name, []);
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
