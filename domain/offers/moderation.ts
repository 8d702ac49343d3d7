import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { liveState, type OfferState, type StockFacts } from './offer-state.ts';

/**
 * Staff moderation of offers (issue 13, item 8). Buyers report an offer they
 * can see; staff remove it (the seller sees why and cannot bring it back),
 * restore it, or dismiss the reports. Readings where the issue is silent:
 *
 * - The automatic flag: an offer reported by {@link REVIEW_AFTER_REPORTERS}
 *   distinct users with open reports is taken off sale as UNDER_REVIEW until
 *   staff decide; one loud user cannot do it alone.
 * - Restoring (or dismissing the reports of) an offer under review or
 *   removed puts it back where it was before: a paused offer stays paused,
 *   a live one follows its stock.
 * - Dismissing on an offer that is still live only closes its reports.
 */

/** What a buyer may report an offer for. */
export const OFFER_REPORT_REASONS = ['SCAM', 'PROHIBITED', 'MISLEADING', 'WRONG_CATEGORY', 'OTHER'] as const;
export type OfferReportReason = (typeof OFFER_REPORT_REASONS)[number];

/** What staff decide about a reported offer. */
export const MODERATION_ACTIONS = ['REMOVE', 'RESTORE', 'DISMISS'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** How many distinct users with open reports take an offer off sale for review. */
export const REVIEW_AFTER_REPORTERS = 3;

/** The states buyers see an offer in, and so may report it in. */
const REPORTABLE: ReadonlySet<OfferState> = new Set(['AVAILABLE', 'SOLD_OUT']);

/** What moderation keeps beside an offer's state. */
export interface ModerationFacts extends StockFacts {
  readonly state: OfferState;
  /** The state the offer had before staff or reports took it off sale (null while it is not). */
  readonly stateBeforeReview: OfferState | null;
}

/** An offer's moderation after a decision or a report. */
export interface ModerationOutcome {
  readonly state: OfferState;
  readonly stateBeforeReview: OfferState | null;
}

export function isReportable(state: OfferState): boolean {
  return REPORTABLE.has(state);
}

/** Whether staff hold the offer (under review or removed): its seller may not resume, duplicate or (once removed) edit it. */
export function isHeldByStaff(state: OfferState): boolean {
  return state === 'UNDER_REVIEW' || state === 'REMOVED';
}

/** After a new report: off sale for review once enough distinct users report it, otherwise as it was. */
export function stateAfterReport(offer: ModerationFacts, openReporters: number): ModerationOutcome {
  if (isReportable(offer.state) && openReporters >= REVIEW_AFTER_REPORTERS) return { state: 'UNDER_REVIEW', stateBeforeReview: offer.state };
  return { state: offer.state, stateBeforeReview: offer.stateBeforeReview };
}

/** The state an offer returns to when staff let it back: paused stays paused, otherwise its stock decides. */
function returned(offer: ModerationFacts): OfferState {
  return offer.stateBeforeReview === 'HIDDEN' ? 'HIDDEN' : liveState(offer);
}

const refuse = (message: string, state: OfferState) => err(domainError('OFFER_STATE_CHANGE_INVALID', message, { field: 'action', state }));

/** The transition of a staff decision, or OFFER_STATE_CHANGE_INVALID naming why it does not apply. */
export function moderate(offer: ModerationFacts, action: ModerationAction, hasOpenReports: boolean): Result<ModerationOutcome, DomainError> {
  const { state } = offer;
  if (state === 'DELETED') return refuse('The seller deleted this offer', state);
  switch (action) {
    case 'REMOVE':
      if (state === 'REMOVED') return refuse('This offer is already removed', state);
      return ok({ state: 'REMOVED', stateBeforeReview: state === 'UNDER_REVIEW' ? offer.stateBeforeReview : state });
    case 'RESTORE':
      if (!isHeldByStaff(state)) return refuse('Only a removed offer or one under review can be restored', state);
      return ok({ state: returned(offer), stateBeforeReview: null });
    case 'DISMISS':
      if (state === 'REMOVED') return refuse('A removed offer is restored, not dismissed', state);
      if (state === 'UNDER_REVIEW') return ok({ state: returned(offer), stateBeforeReview: null });
      if (!hasOpenReports) return refuse('This offer has no open reports', state);
      return ok({ state, stateBeforeReview: null });
  }
}
