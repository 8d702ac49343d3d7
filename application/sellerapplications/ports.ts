import type { SellerApplicationForm, StaffAuditAction, SellerApplicationState, SellerApplicationStatus } from '../../domain/index.ts';

/** An application as kept: the form, the machine's state and its bookkeeping. */
export interface StoredSellerApplication extends SellerApplicationForm, SellerApplicationState {
  readonly id: string;
  readonly userId: string;
  readonly submittedAt: Date;
  /** The staff member who approved or rejected it; null otherwise. */
  readonly decidedBy: string | null;
}

/** An application as the staff queue lists it, with who sent it. */
export interface QueuedSellerApplication extends StoredSellerApplication {
  readonly username: string;
  readonly email: string | null;
  readonly roles: readonly string[];
}

/** Seller applications in SQL; every call joins the caller's unit of work. */
export interface SellerApplicationStore {
  /**
   * The user's latest application. With `lock`, the user's record is locked
   * for the rest of the transaction first, so two submissions of one user
   * (or a submission and a withdrawal) cannot interleave.
   */
  latestOf(userId: string, lock?: boolean): Promise<StoredSellerApplication | undefined>;
  /** One application, locked for the rest of the transaction so two reviewers cannot both decide it. */
  lock(id: string): Promise<StoredSellerApplication | undefined>;
  insert(application: StoredSellerApplication): Promise<void>;
  /** Writes an application's state (status, reason, decidedAt, decidedBy). */
  save(application: StoredSellerApplication): Promise<void>;
  /** Applications in one state, oldest first, and how many there are in all. */
  list(status: SellerApplicationStatus, offset: number, limit: number): Promise<{ readonly items: readonly QueuedSellerApplication[]; readonly total: number }>;
  /** The user's role strings as stored (unknown ones included, so writing them back keeps them). */
  rolesOf(userId: string): Promise<readonly string[] | undefined>;
  setRoles(userId: string, roles: readonly string[]): Promise<void>;
  /** The staff audit log (append-only). */
  audit(entry: { readonly at: Date; readonly staffId: string; readonly action: StaffAuditAction; readonly userId: string; readonly reason: string; readonly details?: Record<string, unknown> }): Promise<void>;
}
