import type { ModerationAction, StaffAuditAction, OfferReportReason, OfferState } from '../../../domain/index.ts';
import type { OfferInput } from '../../../contracts/offers/index.ts';

/** The ports of the offers use cases. */

/** An offer row as the store keeps it (prices USD cents). */
export interface OfferRecord extends Omit<OfferInput, 'tags' | 'services' | 'images'> {
  readonly id: string;
  readonly sellerId: string;
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly services: readonly { readonly label: string; readonly maxQuantity: number }[];
  readonly images: readonly string[];
  readonly state: OfferState;
  /** Why staff removed it, shown to the seller (read only: the seller's writes never change it). */
  readonly staffReason?: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What the seller's list can be narrowed to. */
export interface OfferQuery {
  readonly sellerId: string;
  /** Case-insensitive words of the title. */
  readonly text?: string;
  readonly states?: readonly OfferState[];
  readonly gameType?: string;
  readonly productType?: string;
  readonly limit: number;
  readonly offset: number;
}

/** Offers as rows; writes join the caller's unit of work. */
export interface OfferStore {
  insert(offer: OfferRecord): Promise<void>;
  /** The offer when `sellerId` owns it; another seller's offer reads as absent. */
  findOwn(id: string, sellerId: string): Promise<OfferRecord | undefined>;
  /** Replaces the fields and the state of an owned offer; `updatedAt` is the store's clock. */
  save(offer: OfferRecord): Promise<OfferRecord>;
  list(query: OfferQuery): Promise<{ readonly offers: readonly OfferRecord[]; readonly total: number }>;
}

export interface OfferIds {
  offerId(): string;
}

/** An offer as moderation reads it, whichever seller owns it. */
export interface ModeratedOfferRecord {
  readonly id: string;
  readonly sellerId: string;
  readonly title: string;
  readonly state: OfferState;
  readonly stateBeforeReview: OfferState | null;
  readonly quantity: number;
  readonly purchaseBehavior: string;
}

/** One open report as the staff queue shows it. */
export interface OfferReportRow {
  readonly reporterName: string;
  readonly reason: OfferReportReason;
  readonly details: string | null;
  readonly createdAt: Date;
}

/** An offer with open reports, for the staff queue. */
export interface ReportedOfferRow {
  readonly offerId: string;
  readonly title: string;
  readonly gameType: string;
  readonly productType: string;
  readonly sellerId: string;
  readonly sellerName: string;
  readonly state: OfferState;
  readonly priceMinor: number;
  readonly reporters: number;
  readonly reports: readonly OfferReportRow[];
}

/** Reports and staff decisions on offers; every call joins the caller's unit of work. */
export interface OfferModerationStore {
  /** The offer, locked for the rest of the unit of work so a report and a decision cannot interleave. */
  lockOffer(id: string): Promise<ModeratedOfferRecord | undefined>;
  /** Adds an open report; false when this user already has an open report on the offer. */
  addReport(r: { readonly offerId: string; readonly reporterId: string; readonly reason: OfferReportReason; readonly details: string | null; readonly createdAt: Date }): Promise<boolean>;
  /** How many distinct users have an open report on the offer. */
  openReporters(offerId: string): Promise<number>;
  /** Writes the moderation state, the reason the seller sees and the state to come back to. */
  setModeration(offerId: string, m: { readonly state: OfferState; readonly stateBeforeReview: OfferState | null; readonly staffReason: string | null }): Promise<void>;
  /** Closes every open report of the offer with the decision; answers how many it closed. */
  closeReports(offerId: string, c: { readonly staffId: string; readonly decision: ModerationAction; readonly at: Date }): Promise<number>;
  /** Offers with open reports: those under review first, then the most reported, then the oldest. */
  queue(limit: number): Promise<readonly ReportedOfferRow[]>;
  /** Appends to the staff audit log (target type `offer`). */
  audit(entry: { readonly at: Date; readonly staffId: string; readonly action: StaffAuditAction; readonly offerId: string; readonly reason: string; readonly details: Record<string, unknown> }): Promise<void>;
}
