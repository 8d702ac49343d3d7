import type { StaffAuditAction } from '../../../domain/index.ts';
import type { DisputeMessage, DisputeReason, DisputeView, OrderEventKind, PenaltyView, ReviewView, BoostProgress, DisputeQueueEntry } from '../../../contracts/orders/index.ts';

/** Who did something to an order. */
export type OrderParty = 'buyer' | 'seller' | 'staff' | 'system';

export interface TimelineEntry {
  readonly id: string;
  readonly at: Date;
  readonly kind: OrderEventKind;
  readonly by: OrderParty;
  readonly note: string | null;
}

/** A delivery as stored: credentials only as the vault's sealed string. */
export type StoredDelivery =
  | { readonly kind: 'text'; readonly text: string; readonly deliveredAt: Date }
  | { readonly kind: 'credentials'; readonly loginHint: string; readonly secret: string; readonly deliveredAt: Date }
  | { readonly kind: 'files'; readonly files: readonly { fileId: string; name: string; size: number; contentType: string }[]; readonly note: string | null; readonly deliveredAt: Date };

/**
 * Everything an order gathers after payment besides its lifecycle: the
 * timeline, the delivery and its views, boost progress, the dispute and its
 * thread, the review, penalties. Writes join the caller's unit of work.
 */
export interface OrderLifecycleRecords {
  appendEvent(orderId: string, entry: { at: Date; kind: OrderEventKind; by: OrderParty; actorId: string | null; note: string | null }): Promise<void>;
  timeline(orderId: string): Promise<readonly TimelineEntry[]>;

  saveDelivery(orderId: string, delivery: StoredDelivery): Promise<void>;
  delivery(orderId: string): Promise<StoredDelivery | undefined>;
  logDeliveryView(orderId: string, userId: string, at: Date): Promise<void>;
  deliveryViews(orderId: string): Promise<number>;

  addProgress(orderId: string, post: { at: Date; percent: number | null; rank: string | null; note: string | null }): Promise<string>;
  progress(orderId: string): Promise<readonly BoostProgress[]>;

  /** Opens (or reopens, for a warranty claim) the order's dispute. */
  openDispute(orderId: string, dispute: { reason: DisputeReason; at: Date; warrantyClaim: boolean }): Promise<void>;
  closeDispute(orderId: string, outcome: NonNullable<DisputeView['outcome']>, at: Date): Promise<void>;
  addDisputeMessage(orderId: string, message: { at: Date; by: 'buyer' | 'seller' | 'staff'; authorId: string; body: string }): Promise<void>;
  /** The dispute without its deadlines (they are on the order). */
  dispute(orderId: string): Promise<(Omit<DisputeView, 'answerDueAt' | 'sellerAnsweredAt'> & { messages: readonly DisputeMessage[] }) | undefined>;
  /** Every open dispute, soonest answer deadline first. */
  openDisputes(limit: number): Promise<readonly DisputeQueueEntry[]>;
  /** How many orders the user bought or sold are disputed now. */
  disputeCount(userId: string): Promise<number>;
  /** Every open dispute, for the staff's queue badge. */
  openDisputeCount(): Promise<number>;

  /** Writes the review; false when the order already has one. */
  addReview(orderId: string, review: { buyerId: string; sellerId: string; stars: number; comment: string | null; at: Date }): Promise<boolean>;
  review(orderId: string): Promise<ReviewView | undefined>;
  /** Recomputes the seller's communityRating from their reviews (the mean, 2 decimals; null with none) and stores it. */
  refreshSellerRating(sellerId: string): Promise<number | null>;

  addPenalty(penalty: { orderId: string; sellerId: string; reason: 'late_cancelled'; amountMinor: number; currency: string; at: Date }): Promise<void>;
  penaltiesOf(sellerId: string, limit: number): Promise<readonly PenaltyView[]>;

  /** The seller's completed sales (their level's measure), and one more when an order completes. */
  completedSalesOf(sellerId: string): Promise<number>;
  /** How many of the seller's orders were ever disputed (the level's other measure). */
  disputesOf(sellerId: string): Promise<number>;
  countCompletedSale(sellerId: string): Promise<void>;

  /** Display names of users, by id. */
  namesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

/** Tells a user about their order: a notification record and an e-mail (the mail outbox), in the caller's unit of work. */
export interface OrderNotifier {
  /** `buyerId` and `sellerId` name the order's sides (the order's conversation is theirs). */
  notify(userId: string, notice: { orderId: string; buyerId: string; sellerId: string; kind: OrderEventKind; title: string; at: Date }): Promise<void>;
}

/** The staff's audit log: who, when, what, why. */
export interface StaffAuditLog {
  record(entry: { at: Date; staffId: string; action: StaffAuditAction; targetType: 'order'; targetId: string; reason: string; details?: Record<string, unknown> }): Promise<void>;
  /** The entries on one order, oldest first, with each staff member's display name (at most `limit`). */
  entriesOn(targetType: 'order', targetId: string, limit: number): Promise<readonly StaffAuditRow[]>;
}

export interface StaffAuditRow {
  readonly id: string;
  readonly at: Date;
  readonly staffId: string;
  readonly staffName: string;
  readonly action: string;
  readonly reason: string;
  readonly details: Record<string, unknown> | null;
}

/** Seals account credentials for storage (AES-256-GCM) and opens them for the buyer. */
export interface CredentialVault {
  seal(credentials: { login: string; password: string; extra: string | null }): string;
  open(sealed: string): { login: string; password: string; extra: string | null } | undefined;
}
