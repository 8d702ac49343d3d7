import { and, asc, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import { isOfferState, OFFER_REPORT_REASONS, type OfferReportReason, type OfferState } from '../../../../domain/index.ts';
import type { OfferModerationStore, ModeratedOfferRecord, ReportedOfferRow } from '../../../../application/offers/index.ts';
import type { Database } from '../shared/database.ts';
import { listings, offerReports, staffAuditLog, users } from '../schema.ts';

/** How many open reports of one offer the queue carries. */
const REPORTS_SHOWN = 20;

function stateOf(value: string, id: string): OfferState {
  if (!isOfferState(value)) throw new Error(`listing ${id} has an unknown state ${value}`);
  return value;
}

const reasonOf = (value: string): OfferReportReason => ((OFFER_REPORT_REASONS as readonly string[]).includes(value) ? (value as OfferReportReason) : 'OTHER');

/** Reports in `offer_reports`, moderation in the listing's own columns, decisions in `staff_audit_log`. */
export class SqlOfferModeration implements OfferModerationStore {
  constructor(private readonly db: Database) {}

  async lockOffer(id: string): Promise<ModeratedOfferRecord | undefined> {
    const [row] = await this.db
      .select({
        id: listings.id,
        sellerId: listings.sellerId,
        title: listings.title,
        state: listings.state,
        stateBeforeReview: listings.stateBeforeReview,
        quantity: listings.quantity,
        purchaseBehavior: listings.purchaseBehavior,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    if (row === undefined) return undefined;
    return { ...row, state: stateOf(row.state, row.id), stateBeforeReview: row.stateBeforeReview === null ? null : stateOf(row.stateBeforeReview, row.id) };
  }

  async addReport(r: Parameters<OfferModerationStore['addReport']>[0]): Promise<boolean> {
    // The partial unique index (one open report per user and offer) makes a repeat a no-op.
    const added = await this.db
      .insert(offerReports)
      .values({ listingId: r.offerId, reporterId: r.reporterId, reason: r.reason, details: r.details, createdAt: r.createdAt })
      .onConflictDoNothing()
      .returning({ id: offerReports.id });
    return added.length > 0;
  }

  async openReporters(offerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: countDistinct(offerReports.reporterId) })
      .from(offerReports)
      .where(and(eq(offerReports.listingId, offerId), eq(offerReports.status, 'open')));
    return row?.n ?? 0;
  }

  async setModeration(offerId: string, m: Parameters<OfferModerationStore['setModeration']>[1]): Promise<void> {
    await this.db.update(listings).set({ state: m.state, stateBeforeReview: m.stateBeforeReview, staffReason: m.staffReason, updatedAt: new Date() }).where(eq(listings.id, offerId));
  }

  async closeReports(offerId: string, c: Parameters<OfferModerationStore['closeReports']>[1]): Promise<number> {
    const closed = await this.db
      .update(offerReports)
      .set({ status: 'closed', closedBy: c.staffId, closedAt: c.at, decision: c.decision })
      .where(and(eq(offerReports.listingId, offerId), eq(offerReports.status, 'open')))
      .returning({ id: offerReports.id });
    return closed.length;
  }

  async queue(limit: number): Promise<readonly ReportedOfferRow[]> {
    const reporters = countDistinct(offerReports.reporterId);
    const offers = await this.db
      .select({
        offerId: listings.id,
        title: listings.title,
        gameType: listings.gameType,
        productType: listings.productType,
        sellerId: listings.sellerId,
        sellerName: users.username,
        state: listings.state,
        priceMinor: listings.priceMinor,
        reporters,
        first: sql<Date>`min(${offerReports.createdAt})`,
      })
      .from(offerReports)
      .innerJoin(listings, eq(listings.id, offerReports.listingId))
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(eq(offerReports.status, 'open'))
      .groupBy(listings.id, users.username)
      .orderBy(desc(sql`${listings.state} = 'UNDER_REVIEW'`), desc(reporters), asc(sql`min(${offerReports.createdAt})`))
      .limit(limit);
    if (offers.length === 0) return [];
    const reports = await this.db
      .select({ offerId: offerReports.listingId, reporterName: users.username, reason: offerReports.reason, details: offerReports.details, createdAt: offerReports.createdAt })
      .from(offerReports)
      .innerJoin(users, eq(users.id, offerReports.reporterId))
      .where(and(eq(offerReports.status, 'open'), inArray(offerReports.listingId, offers.map((o) => o.offerId))))
      .orderBy(asc(offerReports.createdAt), asc(offerReports.id));
    return offers.map(({ first: _first, ...o }) => ({
      ...o,
      state: stateOf(o.state, o.offerId),
      reports: reports
        .filter((r) => r.offerId === o.offerId)
        .slice(0, REPORTS_SHOWN)
        .map((r) => ({ reporterName: r.reporterName, reason: reasonOf(r.reason), details: r.details, createdAt: r.createdAt })),
    }));
  }

  async audit(entry: Parameters<OfferModerationStore['audit']>[0]): Promise<void> {
    await this.db.insert(staffAuditLog).values({ at: entry.at, staffId: entry.staffId, action: entry.action, targetType: 'offer', targetId: entry.offerId, reason: entry.reason, details: entry.details });
  }
}

