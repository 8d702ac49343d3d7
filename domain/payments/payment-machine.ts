import type { Money } from '../shared/money/index.ts';
import { mustMoney } from '../shared/money/index.ts';

/**
 * A payment's life as an explicit state machine (issue 10, item 3). A payment
 * is `created` when we record it, then the provider's answer moves it on:
 * `requires_action` (the buyer must confirm on the provider's page),
 * `pending` (a crypto invoice waiting for money), `succeeded`, `failed` or
 * `expired`; a succeeded payment may be refunded, partly (tracked in
 * `refundedMinor`) or wholly (`refunded`).
 *
 * Readings:
 * - Money that arrives is always credited to the buyer, whatever the state:
 *   a late payment to an expired invoice, an over-payment, a partial one. The
 *   status only moves along the table.
 * - A card is captured once: money "arriving" again on a succeeded card
 *   payment is a duplicate (the synchronous answer and its webhook, or two
 *   deliveries of one event) and changes nothing.
 * - An invoice sums what arrives: it succeeds once the received total reaches
 *   the amount asked; until then it stays pending (an under-paid invoice does
 *   not pay what it was for, see `captured`).
 * - The same event twice changes nothing (a webhook delivered twice).
 */

export const PAYMENT_STATES = ['created', 'requires_action', 'pending', 'succeeded', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATES)[number];

/**
 * How money comes in: a card is captured once; an invoice adds up chain
 * payments; site credits are captured once from money already in the
 * buyer's credits, so nothing is credited.
 */
export type PaymentCollection = 'capture' | 'invoice' | 'credits';

export interface PaymentState {
  readonly status: PaymentStatus;
  readonly collection: PaymentCollection;
  /** What was asked. */
  readonly amount: Money;
  /** What arrived so far, in the amount's currency. */
  readonly receivedMinor: number;
  /** What was refunded so far. */
  readonly refundedMinor: number;
  readonly failureReason: string | null;
}

export type PaymentEvent =
  /** The provider asks the buyer to confirm on its page. */
  | { readonly type: 'ACTION_REQUIRED' }
  /** An invoice was opened and waits for money. */
  | { readonly type: 'AWAITING_FUNDS' }
  /** Money arrived (a card captured, a chain payment seen). */
  | { readonly type: 'FUNDS_ARRIVED'; readonly amount: Money }
  | { readonly type: 'FAILED'; readonly reason: string }
  | { readonly type: 'EXPIRED' }
  | { readonly type: 'REFUNDED'; readonly amount: Money };

/** What a transition asks the application to do, in order. */
export type PaymentEffect =
  /** Post `amount` from the provider's account into the buyer's credits. */
  | { readonly type: 'credit'; readonly amount: Money }
  /** Tell the listener the payment is paid; `received` is everything that arrived. */
  | { readonly type: 'captured'; readonly received: Money }
  /** Tell the listener the payment will not be paid. */
  | { readonly type: 'failed'; readonly reason: string }
  /** Post `amount` back from the buyer's credits to the provider's account. */
  | { readonly type: 'refund'; readonly amount: Money };

export interface PaymentTransition {
  readonly state: PaymentState;
  readonly effects: readonly PaymentEffect[];
}

type EventType = PaymentEvent['type'];
type EventOf<E extends EventType> = Extract<PaymentEvent, { type: E }>;
type Handler<E extends EventType> = (state: PaymentState, event: EventOf<E>) => PaymentTransition;
type Row = { readonly [E in EventType]: Handler<E> };

/** Where every payment starts. */
export function initialPayment(amount: Money, collection: PaymentCollection): PaymentState {
  return { status: 'created', collection, amount, receivedMinor: 0, refundedMinor: 0, failureReason: null };
}

const stay = (state: PaymentState): PaymentTransition => ({ state, effects: [] });
const move = (state: PaymentState, status: PaymentStatus): PaymentTransition => ({ state: { ...state, status }, effects: [] });

function fail(state: PaymentState, reason: string, status: 'failed' | 'expired'): PaymentTransition {
  return { state: { ...state, status, failureReason: reason }, effects: [{ type: 'failed', reason }] };
}

/** Money arrived: credit it; the status moves only where the table says so. */
function arrive(state: PaymentState, event: EventOf<'FUNDS_ARRIVED'>): PaymentTransition {
  if (event.amount.currency !== state.amount.currency || event.amount.minor <= 0) return stay(state);
  const once = state.collection !== 'invoice';
  if (once && state.receivedMinor > 0) return stay(state);
  const receivedMinor = state.receivedMinor + event.amount.minor;
  const credited: PaymentEffect[] = state.collection === 'credits' ? [] : [{ type: 'credit', amount: event.amount }];
  const open = state.status === 'created' || state.status === 'requires_action' || state.status === 'pending';
  const paid = once || receivedMinor >= state.amount.minor;
  if (open && paid) {
    return {
      state: { ...state, status: 'succeeded', receivedMinor },
      effects: [...credited, { type: 'captured', received: mustMoney(receivedMinor, state.amount.currency) }],
    };
  }
  return { state: { ...state, receivedMinor }, effects: credited };
}

/** A refund never takes back more than arrived; the whole of it makes the payment `refunded`. */
function refund(state: PaymentState, event: EventOf<'REFUNDED'>): PaymentTransition {
  if (event.amount.currency !== state.amount.currency) return stay(state);
  const minor = Math.min(event.amount.minor, state.receivedMinor - state.refundedMinor);
  if (minor <= 0) return stay(state);
  const refundedMinor = state.refundedMinor + minor;
  const status = refundedMinor >= state.receivedMinor ? 'refunded' : 'succeeded';
  return { state: { ...state, status, refundedMinor }, effects: [{ type: 'refund', amount: mustMoney(minor, state.amount.currency) }] };
}

const open: Row = {
  ACTION_REQUIRED: stay,
  AWAITING_FUNDS: stay,
  FUNDS_ARRIVED: arrive,
  FAILED: (s, e) => fail(s, e.reason, 'failed'),
  EXPIRED: (s) => fail(s, 'expired', 'expired'),
  REFUNDED: stay,
};

/** Failed and expired are final, but money that still arrives is credited. */
const closed: Row = { ...open, FAILED: stay, EXPIRED: stay };

/** The transition table: one row per state, one handler per event. */
const PAYMENT_TRANSITIONS: { readonly [S in PaymentStatus]: Row } = {
  created: { ...open, ACTION_REQUIRED: (s) => move(s, 'requires_action'), AWAITING_FUNDS: (s) => move(s, 'pending') },
  requires_action: open,
  pending: open,
  succeeded: { ...closed, REFUNDED: refund },
  failed: closed,
  expired: closed,
  refunded: closed,
};

/** The payment after `event`, and the effects to run (see the module comment for the rules). */
export function transitionPayment(state: PaymentState, event: PaymentEvent): PaymentTransition {
  // The table is typed per event; this widening only forgets that pairing.
  const handler = PAYMENT_TRANSITIONS[state.status][event.type] as (s: PaymentState, e: PaymentEvent) => PaymentTransition;
  return handler(state, event);
}
