import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * An offer's state as the `listings` table stores it (the search engine
 * shows AVAILABLE only). The seller sees them as active, paused, sold out,
 * under review and removed by staff; DELETED is the seller's own removal,
 * kept as a row because orders point at it, and never shown again.
 */
export const OFFER_STATES = ['AVAILABLE', 'HIDDEN', 'SOLD_OUT', 'UNDER_REVIEW', 'REMOVED', 'DELETED'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The states a seller's offer list shows, by the names the workspace uses. */
export const OFFER_STATE_LABELS = {
  AVAILABLE: 'active',
  HIDDEN: 'paused',
  SOLD_OUT: 'soldOut',
  UNDER_REVIEW: 'underReview',
  REMOVED: 'removed',
  DELETED: 'deleted',
} as const satisfies Record<OfferState, string>;

export type OfferStateLabel = (typeof OFFER_STATE_LABELS)[OfferState];

/** What a seller may do to the state of their own offers, one at a time or in bulk. */
export const OFFER_ACTIONS = ['pause', 'resume', 'delete'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** What decides whether a live offer can be bought: its stock, and whether it sells without a count. */
export interface StockFacts {
  readonly quantity: number;
  readonly purchaseBehavior: string;
}

export function isOfferState(value: string): value is OfferState {
  return (OFFER_STATES as readonly string[]).includes(value);
}

/**
 * Live (AVAILABLE or SOLD_OUT) as the stock says: a ONE_TIME offer is sold
 * without a stock count (as the cart reads it), every other needs a unit.
 */
export function liveState(stock: StockFacts): 'AVAILABLE' | 'SOLD_OUT' {
  return stock.quantity > 0 || stock.purchaseBehavior === 'ONE_TIME' ? 'AVAILABLE' : 'SOLD_OUT';
}

/**
 * The transition table of the seller's actions. Staff states (under review,
 * removed) are not the seller's to leave: pausing or resuming them is
 * refused, deleting is allowed. Pausing a paused offer, or resuming a live
 * one, is a no-op rather than an error, so a bulk action over a mixed
 * selection does what the seller meant.
 */
const TRANSITIONS: Readonly<Record<OfferAction, Readonly<Partial<Record<OfferState, (stock: StockFacts) => OfferState>>>>> = {
  pause: { AVAILABLE: () => 'HIDDEN', SOLD_OUT: () => 'HIDDEN', HIDDEN: () => 'HIDDEN' },
  resume: { HIDDEN: liveState, AVAILABLE: liveState, SOLD_OUT: liveState },
  delete: {
    AVAILABLE: () => 'DELETED',
    HIDDEN: () => 'DELETED',
    SOLD_OUT: () => 'DELETED',
    UNDER_REVIEW: () => 'DELETED',
    REMOVED: () => 'DELETED',
  },
};

/** The state after `action`, or OFFER_STATE_CHANGE_INVALID naming the state that forbids it. */
export function applyOfferAction(state: OfferState, action: OfferAction, stock: StockFacts): Result<OfferState, DomainError> {
  const next = TRANSITIONS[action][state];
  if (next === undefined) {
    return err(domainError('OFFER_STATE_CHANGE_INVALID', `An offer that is ${OFFER_STATE_LABELS[state]} cannot be ${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'deleted'}`, { state: OFFER_STATE_LABELS[state] }));
  }
  return ok(next(stock));
}

/** Whether the seller may still change an offer's fields (not once staff removed it or the seller deleted it). */
export function isEditable(state: OfferState): boolean {
  return state !== 'REMOVED' && state !== 'DELETED';
}

/**
 * The state after the seller edits the offer's stock (or its purchase
 * behaviour): a live offer follows its stock, every other state is kept
 * (a paused offer restocked stays paused).
 */
export function stateAfterStockEdit(state: OfferState, stock: StockFacts): OfferState {
  return state === 'AVAILABLE' || state === 'SOLD_OUT' ? liveState(stock) : state;
}
