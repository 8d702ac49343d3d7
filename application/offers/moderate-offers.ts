import { err, ok, type Result } from 'neverthrow';
import {
  domainError,
  isReportable,
  moderate,
  OFFER_STATE_LABELS,
  requirePermission,
  stateAfterReport,
  type Actor,
  type DomainError,
  type ModerationAction,
  type OfferState,
  type StaffAuditAction,
} from '../../domain/index.ts';
import type { ModerateOfferAnswer, ReportedOffer, ReportOfferParams } from '../../contracts/offers/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { ListingIndexSync } from './listing-index-sync.ts';
import type { ModeratedOfferRecord, OfferModerationStore } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/** How many reported offers the staff queue lists. */
export const OFFER_QUEUE_SHOWN = 100;

/** The audit line each decision is written under. */
const MODERATION_AUDIT: Readonly<Record<ModerationAction, StaffAuditAction>> = { REMOVE: 'offer.remove', RESTORE: 'offer.restore', DISMISS: 'offer.dismiss' };

const notFound = () => err(domainError('OFFER_NOT_FOUND', 'Offer not found', { field: 'offerId' }));
/** The seller's name of a state (a deleted offer never reaches a decision). */
const label = (state: OfferState) => {
  const name = OFFER_STATE_LABELS[state];
  return name === 'deleted' ? 'removed' : name;
};

/** What the seller is told of each decision (and of the automatic flag). */
function noticeTitle(title: string, action: ModerationAction | 'FLAGGED', reason: string): string {
  switch (action) {
    case 'REMOVE':
      return `Staff removed your offer “${title}”: ${reason}`;
    case 'RESTORE':
      return `Staff restored your offer “${title}”`;
    case 'DISMISS':
      return `Staff reviewed the reports on your offer “${title}” and kept it`;
    case 'FLAGGED':
      return `Your offer “${title}” is under review after reports from buyers`;
  }
}

/**
 * Staff moderation of offers (issue 13, item 8). Buyers report offers they
 * can see; enough distinct reporters take an offer off sale for review
 * (domain/offers moderation); staff remove, restore or dismiss. Every
 * decision is written to the staff audit log and told to the seller in the
 * same unit of work, then the listing goes through the same index path the
 * seller's own writes use, so a removal leaves the public search at once.
 */
export class ModerateOffers {
  constructor(
    private readonly deps: {
      readonly store: OfferModerationStore;
      readonly index: ListingIndexSync;
      readonly notifications: Pick<Notifications, 'notify'>;
      readonly uow: UnitOfWork;
      readonly clock: Clock;
    },
  ) {}

  async report(actor: Actor, p: ReportOfferParams): Answer<{ readonly reported: true }> {
    const user = requirePermission(actor, 'offer.report');
    if (user.isErr()) return err(user.error);
    const done = await this.deps.uow.run(async (): Answer<void> => {
      const offer = await this.deps.store.lockOffer(p.offerId);
      // Only what buyers can see can be reported; the rest does not exist for them.
      if (offer === undefined || !isReportable(offer.state)) return notFound();
      if (offer.sellerId === user.value) return err(domainError('VALIDATION_FAILED', 'You cannot report your own offer', { field: 'offerId' }));
      const details = p.details === undefined || p.details === '' ? null : p.details;
      const added = await this.deps.store.addReport({ offerId: offer.id, reporterId: user.value, reason: p.reason, details, createdAt: this.deps.clock.now() });
      if (!added) return ok(undefined);
      const next = stateAfterReport(offer, await this.deps.store.openReporters(offer.id));
      if (next.state !== offer.state) {
        await this.deps.store.setModeration(offer.id, { ...next, staffReason: null });
        await this.tell(offer, 'FLAGGED', '');
        await this.deps.index.announce([offer.id]);
      }
      return ok(undefined);
    });
    if (done.isErr()) return err(done.error);
    return ok({ reported: true });
  }

  async queue(actor: Actor): Answer<readonly ReportedOffer[]> {
    const staff = requirePermission(actor, 'offer.moderate');
    if (staff.isErr()) return err(staff.error);
    const rows = await this.deps.store.queue(OFFER_QUEUE_SHOWN);
    return ok(
      rows.map((r) => ({
        ...r,
        state: label(r.state),
        firstReportedAt: (r.reports[0]?.createdAt ?? new Date(0)).toISOString(),
        reports: r.reports.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })),
      })),
    );
  }

  async decide(actor: Actor, p: { readonly offerId: string; readonly action: ModerationAction; readonly reason: string }): Answer<ModerateOfferAnswer> {
    const staff = requirePermission(actor, 'offer.moderate');
    if (staff.isErr()) return err(staff.error);
    const decided = await this.deps.uow.run(async (): Answer<ModerateOfferAnswer> => {
      const offer = await this.deps.store.lockOffer(p.offerId);
      if (offer === undefined || offer.state === 'DELETED') return notFound();
      const open = await this.deps.store.openReporters(offer.id);
      const next = moderate(offer, p.action, open > 0);
      if (next.isErr()) return err(next.error);
      const at = this.deps.clock.now();
      await this.deps.store.setModeration(offer.id, { ...next.value, staffReason: p.action === 'REMOVE' ? p.reason : null });
      const closed = await this.deps.store.closeReports(offer.id, { staffId: staff.value, decision: p.action, at });
      await this.deps.store.audit({
        at,
        staffId: staff.value,
        action: MODERATION_AUDIT[p.action],
        offerId: offer.id,
        reason: p.reason,
        details: { before: offer.state, after: next.value.state, closedReports: closed, sellerId: offer.sellerId },
      });
      await this.tell(offer, p.action, p.reason);
      await this.deps.index.announce([offer.id]);
      return ok({ offerId: offer.id, state: label(next.value.state), closedReports: closed });
    });
    return decided;
  }

  private tell(offer: ModeratedOfferRecord, action: ModerationAction | 'FLAGGED', reason: string): Promise<void> {
    return this.deps.notifications.notify(offer.sellerId, {
      topic: 'account',
      kind: action === 'FLAGGED' ? 'offer_under_review' : `offer_${action.toLowerCase()}`,
      subjectId: `${offer.id}:${this.deps.clock.now().getTime()}`,
      title: noticeTitle(offer.title, action, reason),
      link: '/dashboard/offers',
    });
  }
}
