import type { CurrencyCode, MembershipState } from '../../domain/index.ts';

/** A user's ig-plus membership as stored: one row per user, reused when a lapsed member buys again. */
export interface StoredMembership extends MembershipState {
  readonly id: string;
  readonly userId: string;
  /** What the member is charged in (chosen at purchase). */
  readonly currency: CurrencyCode;
  readonly startedAt: Date;
}

/**
 * Memberships and the users' `igPlusActive` flag, which pricing reads. Every
 * write joins the caller's unit of work; `lock` holds the row until it ends,
 * so a renewal timer and a cancellation never interleave.
 */
export interface MembershipStore {
  find(userId: string): Promise<StoredMembership | undefined>;
  lock(userId: string): Promise<StoredMembership | undefined>;
  lockById(id: string): Promise<StoredMembership | undefined>;
  save(membership: StoredMembership): Promise<void>;
  setMemberFlag(userId: string, on: boolean): Promise<void>;
}
