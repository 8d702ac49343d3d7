import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, signedInUserId, type Actor, type DomainError } from '../../domain/index.ts';
import type { ProductReader } from '../catalog/ports/index.ts';
import type { BuyRequestRecord, DealStore, RequestOfferRecord } from './ports/index.ts';

export interface PartyName {
  readonly id: string;
  readonly username: string;
  readonly slug: string;
  readonly rating: number;
}

export interface RequestListing extends BuyRequestRecord {
  readonly buyer: PartyName | null;
  readonly offerCount: number;
}

export interface RequestDetail extends RequestListing {
  /** What the reader may see of its offers: all of them for its buyer, their own for a seller, none for anyone else. */
  readonly offers: readonly (RequestOfferRecord & { readonly seller: PartyName | null })[];
  readonly role: 'buyer' | 'seller' | 'visitor';
}

/**
 * Reading requests: the public board of open requests and one request's page
 * (anyone may read what is asked and for how much — that is how sellers find
 * work), and a buyer's own requests. Offers are private between a request's
 * buyer and each seller.
 */
export class ReadRequests {
  constructor(private readonly deps: { readonly store: DealStore; readonly users: Pick<ProductReader, 'sellersByIds'> }) {}

  async board(filter: { readonly gameType?: string | undefined }): Promise<readonly RequestListing[]> {
    return this.listed(await this.deps.store.openRequests({ ...(filter.gameType === undefined ? {} : { gameType: filter.gameType }), limit: 50 }));
  }

  async mine(actor: Actor): Promise<Result<readonly RequestListing[], DomainError>> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return ok(await this.listed(await this.deps.store.requestsOf(user.value, 50)));
  }

  async detail(actor: Actor, requestId: string): Promise<Result<RequestDetail, DomainError>> {
    const request = await this.deps.store.findRequest(requestId);
    if (request === undefined) return err(domainError('REQUEST_NOT_FOUND', 'Request not found', { field: 'requestId' }));
    const reader = signedInUserId(actor);
    const all = await this.deps.store.requestOffers(request.id);
    const role = reader === request.buyerId ? 'buyer' : all.some((o) => o.sellerId === reader) ? 'seller' : 'visitor';
    const visible = role === 'buyer' ? all : all.filter((o) => o.sellerId === reader);
    const names = await this.names([request.buyerId, ...visible.map((o) => o.sellerId)]);
    return ok({
      ...request,
      buyer: names.get(request.buyerId) ?? null,
      offerCount: all.filter((o) => o.state !== 'rejected').length,
      offers: visible.map((o) => ({ ...o, seller: names.get(o.sellerId) ?? null })),
      role,
    });
  }

  private async listed(requests: readonly BuyRequestRecord[]): Promise<readonly RequestListing[]> {
    const names = await this.names(requests.map((r) => r.buyerId));
    const counts = await Promise.all(requests.map(async (r) => (await this.deps.store.requestOffers(r.id)).length));
    return requests.map((r, i) => ({ ...r, buyer: names.get(r.buyerId) ?? null, offerCount: counts[i] ?? 0 }));
  }

  private async names(ids: readonly string[]): Promise<Map<string, PartyName>> {
    const users = await this.deps.users.sellersByIds([...new Set(ids)]);
    return new Map(users.map((u) => [u.id, { id: u.id, username: u.username, slug: u.slug, rating: u.rating }]));
  }
}
