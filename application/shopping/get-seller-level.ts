import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, sellerStanding, type Actor, type DomainError } from '../../domain/index.ts';
import type { SellerStats } from './ports/index.ts';
import type { SellerLevelAnswer } from '../../contracts/shopping/index.ts';

/** Params of `getSellerLevel`; the dashboard asks with progress (and the figures behind it), a badge without. */
export interface GetSellerLevelInput {
  readonly progress: boolean;
}

/** The seller's level; progress and nextLevelAt only when asked for (contracts/shopping). */
export type SellerLevelOutput = SellerLevelAnswer;

/** Roles that have a seller level (the roles the permission table lets view one). */
export const SELLER_ROLES: readonly string[] = ['SELLER', 'BULK_SELLER'];

/**
 * `getSellerLevel`: the caller's own level from their completed sales and
 * disputes (domain/insights sellerStanding), read on the server so a client
 * cannot promote itself. Only sellers have one; a buyer asking gets
 * FORBIDDEN rather than a meaningless "Newcomer".
 */
export class GetSellerLevel {
  constructor(private readonly sellers: SellerStats) {}

  async execute(actor: Actor, input: GetSellerLevelInput): Promise<Result<SellerLevelOutput, DomainError>> {
    const user = requirePermission(actor, 'seller.level.view');
    if (user.isErr()) return err(user.error);
    const sales = await this.sellers.completedSalesOf(user.value);
    if (sales === undefined) return err(domainError('NOT_FOUND', 'User not found'));
    const standing = sellerStanding({ completedSales: sales, disputes: await this.sellers.disputesOf(user.value) });
    return ok(input.progress ? { ...standing, levels: [...standing.levels] } : { level: standing.level, name: standing.name });
  }
}
