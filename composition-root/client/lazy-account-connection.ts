import type { Result } from 'neverthrow';
import type { AccountConnection, LoginGrant, PasswordCredentials } from '../../application/accounts/ports/index.ts';
import type { FavoriteLists } from '../../application/shopping/ports/index.ts';
import type { DomainError, PublicUser } from '../../domain/index.ts';
import type * as v from 'valibot';
import type { DdpAccountConnection } from '../../adapters/client/accounts/ddp-account-connection.ts';
import type { LiveDocument } from '../../adapters/client/shared/ddp-live-watches.ts';
import type { PublicationContract } from '../../contracts/shared/index.ts';

/**
 * The DDP channel, loaded after the page is interactive: simpleddp and EJSON
 * are a tenth of the JavaScript a first visit would otherwise download before
 * hydrating, and nothing on a page needs the socket before that. Every call
 * waits for the module and the channel; calls keep their order.
 */
export class LazyAccountConnection implements AccountConnection {
  private readonly channel: Promise<DdpAccountConnection>;

  constructor(options: { readonly endpoint: string; readonly SocketConstructor: unknown }) {
    this.channel = import('../../adapters/client/accounts/ddp-account-connection.ts').then(({ DdpAccountConnection }) => new DdpAccountConnection(options));
  }

  async resume(token: string): Promise<Result<LoginGrant, DomainError>> {
    return (await this.channel).resume(token);
  }

  async resumeFromCookie(): Promise<Result<LoginGrant, DomainError>> {
    return (await this.channel).resumeFromCookie();
  }

  async loginWithPassword(credentials: PasswordCredentials): Promise<Result<LoginGrant, DomainError>> {
    return (await this.channel).loginWithPassword(credentials);
  }

  async logout(): Promise<Result<void, DomainError>> {
    return (await this.channel).logout();
  }

  followUser(userId: string, onRecord: (user: PublicUser) => void): void {
    void this.channel.then((c) => c.followUser(userId, onRecord));
  }

  stopFollowingUser(): void {
    void this.channel.then((c) => c.stopFollowingUser());
  }

  async favorites(): Promise<Result<FavoriteLists, DomainError>> {
    return (await this.channel).favorites();
  }

  onReconnected(listener: () => void): void {
    void this.channel.then((c) => c.onReconnected(listener));
  }

  watch<D extends v.GenericSchema>(
    publication: PublicationContract<string, string, D>,
    onDocuments: (documents: readonly LiveDocument<D>[]) => void,
    params: readonly unknown[] = [],
    onRefused?: (error: DomainError) => void,
  ): void {
    void this.channel.then((c) => c.watch(publication, onDocuments, params, onRefused));
  }

  unwatch(publicationName: string): void {
    void this.channel.then((c) => c.unwatch(publicationName));
  }

  async call(method: string, ...params: unknown[]): Promise<Result<unknown, DomainError>> {
    return (await this.channel).call(method, ...params);
  }
}
