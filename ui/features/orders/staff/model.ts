import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { OrderWithId, StaffAuditEntry } from '../../../../contracts/orders/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn, $roleFlags } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';
import { orderStepFx } from '../actions/model.ts';
import type { OrderState } from '../list/model.ts';

/*
 * /dashboard/staff/orders, the staff's order tools: look orders up by order
 * id, buyer or seller (`lookupOrders`), pick one, refund it (in full or in
 * part) or force-complete it with a reason, and read what staff did to it
 * (`orderAuditLog`). Refunds and completions are order steps (../actions),
 * so they carry their idempotency key like every other step; once one is
 * done the lookup and the audit log are read again, so the page shows the
 * order's new state and the new entry. The server decides who may do what;
 * the page only hides what the member's roles cannot do.
 */

export type LookupBy = 'orderId' | 'buyerId' | 'sellerId';
export const LOOKUP_KINDS: readonly LookupBy[] = ['orderId', 'buyerId', 'sellerId'];
export interface OrderLookup {
  readonly by: LookupBy;
  readonly value: string;
}

export const lookupOrdersFx = createEffect<OrderLookup, readonly OrderWithId[], DomainError>();
export const loadOrderAuditLogFx = createEffect<string, readonly StaffAuditEntry[], DomainError>();

export const lookupByChanged = createEvent<LookupBy>();
export const lookupTextChanged = createEvent<string>();
export const lookupSubmitted = createEvent();
export const staffOrderSelected = createEvent<string>();

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffOrders');
const left = $open.updates.filter({ fn: (open) => !open });

export const $lookupBy = createStore<LookupBy>('orderId', { sid: 'staffOrders/$lookupBy', serialize: 'ignore' }).on(lookupByChanged, (_, by) => by);
export const $lookupText = createStore('', { sid: 'staffOrders/$lookupText', serialize: 'ignore' }).on(lookupTextChanged, (_, text) => text);
/** The lookup whose results are shown, read again after a refund or completion. */
const $lastLookup = createStore<OrderLookup | null>(null, { sid: 'staffOrders/$lastLookup', serialize: 'ignore' }).on(lookupOrdersFx.done, (_, { params }) => params);
/** The orders found; null before the first lookup. */
export const $lookupResults = createStore<readonly OrderWithId[] | null>(null, { sid: 'staffOrders/$results', serialize: 'ignore' }).on(lookupOrdersFx.doneData, (_, orders) => orders);
/** Why the last lookup failed, by error-catalogue code. */
export const $lookupError = createStore<string | null>(null, { sid: 'staffOrders/$lookupError', serialize: 'ignore' })
  .on(lookupOrdersFx.failData, (_, e) => e.code)
  .reset(lookupOrdersFx.done);
export const $lookupPending = lookupOrdersFx.pending;

export const $selectedOrderId = createStore<string | null>(null, { sid: 'staffOrders/$selected', serialize: 'ignore' }).on(staffOrderSelected, (_, id) => id);
/** The picked order as the latest lookup shows it; null when none is picked (or it is no longer in the results). */
export const $selectedOrder = combine($lookupResults, $selectedOrderId, (orders, id) => orders?.find((o) => o.id === id) ?? null);
/** The picked order's staff actions, oldest first; null while loading. */
export const $auditLog = createStore<readonly StaffAuditEntry[] | null>(null, { sid: 'staffOrders/$auditLog', serialize: 'ignore' }).on(
  loadOrderAuditLogFx.doneData,
  (_, entries) => entries,
);
export const $auditLogError = createStore<string | null>(null, { sid: 'staffOrders/$auditLogError', serialize: 'ignore' })
  .on(loadOrderAuditLogFx.failData, (_, e) => e.code)
  .reset(loadOrderAuditLogFx.done);

/** The states the server lets staff refund from, or force-complete from (the machine's table). */
const REFUNDABLE: readonly OrderState[] = ['paid', 'in_delivery', 'late', 'cancel_requested', 'delivered', 'disputed', 'completed'];
const COMPLETABLE: readonly OrderState[] = ['paid', 'in_delivery', 'late', 'cancel_requested', 'delivered', 'disputed'];
/** What the member may do to the picked order now: refunds are REFUNDER's (and ADMIN's), forced completion DISPUTE's (and ADMIN's). */
export const $staffOrderActions = combine($selectedOrder, $roleFlags, (order, f) => ({
  refund: order !== null && (f.isRefunder || f.isAdmin) && REFUNDABLE.includes(order.state),
  forceComplete: order !== null && (f.isDispute || f.isAdmin) && COMPLETABLE.includes(order.state),
}));

sample({
  clock: lookupSubmitted,
  source: { by: $lookupBy, text: $lookupText, pending: $lookupPending },
  filter: ({ text, pending }) => text.trim() !== '' && !pending,
  fn: ({ by, text }): OrderLookup => ({ by, value: text.trim() }),
  target: lookupOrdersFx,
});
// A new search forgets the picked order unless it is still among the results; an order-id search picks its one result.
sample({
  clock: lookupOrdersFx.done,
  source: $selectedOrderId,
  filter: (selected, { result }) => selected !== null && !result.some((o) => o.id === selected),
  target: [$selectedOrderId.reinit, $auditLog.reinit],
});
sample({
  clock: lookupOrdersFx.done,
  source: $selectedOrderId,
  filter: (selected, { params, result }) => params.by === 'orderId' && result.length === 1 && result[0]?.id !== selected,
  fn: (_, { result }) => result[0]?.id ?? '',
  target: staffOrderSelected,
});
sample({ clock: staffOrderSelected, target: [$auditLog.reinit, loadOrderAuditLogFx] });

// A refund or forced completion of the picked order: show its new state and the audit entry it wrote.
const actedOnSelected = sample({
  clock: orderStepFx.done,
  source: { open: $open, selected: $selectedOrderId },
  filter: ({ open, selected }, { params }) => open && params.orderId === selected && (params.intent.kind === 'refund' || params.intent.kind === 'forceComplete'),
  fn: (_, { params }) => params.orderId,
});
sample({ clock: actedOnSelected, target: loadOrderAuditLogFx });
sample({ clock: actedOnSelected, source: $lastLookup, filter: (lookup): lookup is OrderLookup => lookup !== null, target: lookupOrdersFx });

// Opened as /dashboard/staff/orders?orderId=… (from an order's page or the dispute queue): look that order up at once.
const openedWithOrder = sample({
  clock: $open.updates,
  source: $page,
  filter: (page, open) => open && new URLSearchParams(page.search).get('orderId') !== null,
  fn: (page) => new URLSearchParams(page.search).get('orderId') ?? '',
});
sample({ clock: openedWithOrder, fn: (): LookupBy => 'orderId', target: $lookupBy });
sample({ clock: openedWithOrder, target: $lookupText });
sample({ clock: openedWithOrder, fn: (value): OrderLookup => ({ by: 'orderId', value }), target: lookupOrdersFx });

sample({
  clock: left,
  target: [$lookupBy.reinit, $lookupText.reinit, $lastLookup.reinit, $lookupResults.reinit, $lookupError.reinit, $selectedOrderId.reinit, $auditLog.reinit, $auditLogError.reinit],
});
