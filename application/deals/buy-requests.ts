import { err, ok, type Result } from 'neverthrow';
import {
  checkDealPrice,
  domainError,
  fitsBudget,
  ledgerAccounts,
  MIN_REQUEST_BUDGET_MINOR,
  mustMoney,
  priceDeal,
  requestDeadline as deadlineAt,
  requirePermission,
  transitionRequest,
  USD,
  type Actor,
  type DealPrice,
  type DomainError,
  type RequestEvent,
} from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { CreateOrderGroup } from '../orders/index.ts';
import type { StartPayment } from '../payments/index.ts';
import type { Clock, Idempotency, Outbox, Scheduler, UnitOfWork } from '../shared/ports/index.ts';
import { REQUEST_LISTS_COLLECTION, REQUESTS_COLLECTION, requestDeadline, requestDeadlineKey } from './deal-events.ts';
import { placeDealOrder } from './place-deal-order.ts';
import type { BuyRequestRecord, DealFacts, DealStore, RequestOfferRecord } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface NewRequest {
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
  readonly description: string;
  readonly budgetMinor: number;
  readonly deadlineDays: number;
  readonly idempotencyKey: string;
}

export interface RequestAnswer {
  readonly requestId: string;
  readonly priceMinor: number;
  readonly deliveryDuration: string;
  readonly message: string;
}

const notFound = () => err(domainError('REQUEST_NOT_FOUND', 'Request not found', { field: 'requestId' }));
const reference = (id: string) => ({ type: 'request', id });

/**
 * Buyers' requests. Posting one holds its budget out of the buyer's credits
 * (a ledger hold), so sellers answer money that is there; an answer whose
 * price plus the buyer's fee exceeds the budget is BUDGET_EXCEEDED. The
 * buyer's acceptance, in one unit of work, releases the hold, places the
 * order for the offer's price and pays it from the credits the hold frees
 * (so nothing can take that money in between) — the order is `paid`, the
 * rest of the budget is the buyer's again. Cancelling or the deadline
 * releases the hold.
 */
export class BuyRequests {
  constructor(
    private readonly deps: {
      readonly store: DealStore;
      readonly facts: DealFacts;
      readonly ledger: Ledger;
      readonly notifications: Pick<Notifications, 'notify'>;
      readonly createGroup: CreateOrderGroup;
      readonly payments: StartPayment;
      readonly idempotency: Idempotency;
      readonly scheduler: Scheduler;
      readonly outbox: Outbox;
      readonly uow: UnitOfWork;
      readonly clock: Clock;
      readonly newId: () => string;
    },
  ) {}

  async create(actor: Actor, p: NewRequest): Answer<BuyRequestRecord> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    if (!Number.isSafeInteger(p.budgetMinor) || p.budgetMinor < MIN_REQUEST_BUDGET_MINOR) {
      return err(domainError('VALIDATION_FAILED', `The budget must be at least ${MIN_REQUEST_BUDGET_MINOR / 100} USD`, { field: 'budgetMinor' }));
    }
    if ((await this.deps.facts.pricedProductType(p.gameType, p.productType)) === undefined) {
      return err(domainError('VALIDATION_FAILED', 'This game does not sell that product type', { field: 'productType' }));
    }
    const call = { scope: `createRequest:${user.value}`, key: p.idempotencyKey, fingerprint: JSON.stringify([p.gameType, p.productType, p.title, p.description, p.budgetMinor, p.deadlineDays]) };
    const done = await this.deps.idempotency.once(call, () =>
      this.deps.uow.run(async (): Answer<{ readonly id: string }> => {
        const now = this.deps.clock.now();
        const id = this.deps.newId();
        const budget = mustMoney(p.budgetMinor, USD);
        const held = await this.deps.ledger.hold({ idempotencyKey: `request:${id}:budget`, from: ledgerAccounts.buyerCredits(user.value), to: ledgerAccounts.requestBudget(id), amount: budget, reference: reference(id) });
        if (held.isErr()) {
          return err(held.error.code === 'INSUFFICIENT_FUNDS' ? domainError('INSUFFICIENT_CREDITS', 'Your credits do not cover this budget', { field: 'budgetMinor' }) : held.error);
        }
        const request: BuyRequestRecord = {
          id,
          buyerId: user.value,
          gameType: p.gameType,
          productType: p.productType,
          title: p.title.trim(),
          description: p.description.trim(),
          budgetMinor: p.budgetMinor,
          currency: USD,
          deadline: deadlineAt(now, p.deadlineDays),
          state: 'open',
          acceptedOfferId: null,
          orderId: null,
          createdAt: now,
        };
        await this.deps.store.insertRequest(request);
        await this.deps.scheduler.schedule(requestDeadline.at(requestDeadlineKey(id), request.deadline, { requestId: id }));
        await this.announce(request);
        return ok({ id });
      }),
    );
    if (done.isErr()) return err(done.error);
    const stored = await this.deps.store.findRequest(done.value.id);
    return stored === undefined ? notFound() : ok(stored);
  }

  /** A seller's offer on an open request, within its budget once the buyer's fee is added. */
  async answer(actor: Actor, p: RequestAnswer): Answer<RequestOfferRecord> {
    const user = requirePermission(actor, 'deal.offer');
    if (user.isErr()) return err(user.error);
    const price = checkDealPrice(p.priceMinor, 'priceMinor');
    if (price.isErr()) return err(price.error);
    return this.deps.uow.run(async (): Answer<RequestOfferRecord> => {
      const request = await this.deps.store.lockRequest(p.requestId);
      if (request === undefined) return notFound();
      if (request.buyerId === user.value) return err(domainError('CANNOT_ANSWER_OWN_REQUEST', 'You cannot make an offer on your own request', { field: 'requestId' }));
      const open = this.stillOpen(request, 'ACCEPT_OFFER');
      if (open.isErr()) return err(open.error);
      const fits = await this.fits(request, p.priceMinor);
      if (fits.isErr()) return err(fits.error);
      const offer = await this.deps.store.upsertRequestOffer({
        id: this.deps.newId(),
        requestId: request.id,
        sellerId: user.value,
        priceMinor: p.priceMinor,
        deliveryDuration: p.deliveryDuration,
        message: p.message.trim(),
        state: 'open',
        createdAt: this.deps.clock.now(),
      });
      await this.tell(request.buyerId, request, 'request_offer', `New offer on your request "${request.title}"`);
      await this.announce(request);
      return ok(offer);
    });
  }

  async accept(actor: Actor, p: { readonly requestId: string; readonly offerId: string; readonly idempotencyKey?: string | undefined }): Answer<{ readonly requestId: string; readonly orderId: string; readonly orderGroupId: string }> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const call = { scope: `acceptRequestOffer:${user.value}`, key: p.idempotencyKey ?? `request:${p.requestId}`, fingerprint: JSON.stringify([p.requestId, p.offerId]) };
    return this.deps.idempotency.once(call, () =>
      this.deps.uow.run(async () => {
        const request = await this.deps.store.lockRequest(p.requestId);
        if (request === undefined || request.buyerId !== user.value) return notFound();
        const next = this.stillOpen(request, 'ACCEPT_OFFER');
        if (next.isErr()) return err(next.error);
        const offer = (await this.deps.store.requestOffers(request.id)).find((o) => o.id === p.offerId && o.state === 'open');
        if (offer === undefined) return err(domainError('CUSTOM_OFFER_NOT_FOUND', 'Offer not found', { field: 'offerId' }));
        const price = await this.fits(request, offer.priceMinor);
        if (price.isErr()) return err(price.error);
        const released = await this.release(request.id);
        if (released.isErr()) return err(released.error);
        const now = this.deps.clock.now();
        const line = { buyerId: request.buyerId, sellerId: offer.sellerId, title: request.title, gameType: request.gameType, productType: request.productType, deliveryDuration: offer.deliveryDuration };
        const placed = await placeDealOrder(this.deps.createGroup, line, price.value, now);
        if (placed.isErr()) return err(placed.error);
        const { group, orders } = placed.value;
        const paid = await this.deps.payments.execute(actor, { purpose: { kind: 'ORDER_GROUP', orderGroupId: group.id }, amount: group.total, method: 'CREDITS', idempotencyKey: `acceptRequestOffer:${request.id}` });
        if (paid.isErr()) return err(paid.error);
        const orderId = orders[0]?.id ?? group.id;
        await this.deps.store.updateRequest(request.id, { state: next.value, at: now, acceptedOfferId: offer.id, orderId });
        await this.deps.store.closeRequestOffers(request.id, offer.id);
        await this.deps.scheduler.cancel(requestDeadlineKey(request.id));
        await this.tell(offer.sellerId, request, 'request_offer_accepted', `Your offer on "${request.title}" was accepted: the order is paid`);
        await this.announce(request);
        return ok({ requestId: request.id, orderId, orderGroupId: group.id });
      }),
    );
  }

  async cancel(actor: Actor, requestId: string): Answer<BuyRequestRecord> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return this.end(requestId, 'CANCEL', user.value);
  }

  /** The deadline timer: an open request expires and its budget is released; one that ended meanwhile is left alone. */
  async expire(requestId: string): Answer<void> {
    const request = await this.deps.store.findRequest(requestId);
    if (request?.state !== 'open') return ok(undefined);
    return (await this.end(requestId, 'EXPIRE', null)).map(() => undefined);
  }

  /** What the buyer would pay for an offer of `priceMinor`, refused when over the budget. */
  async fits(request: BuyRequestRecord, priceMinor: number): Answer<DealPrice> {
    const type = await this.deps.facts.pricedProductType(request.gameType, request.productType);
    if (type === undefined) return err(domainError('REQUEST_NOT_OPEN', 'This game no longer sells that product type', { field: 'requestId' }));
    const price = priceDeal({ unitPriceMinor: priceMinor, quantity: 1, productType: type, igPlusActive: await this.deps.facts.igPlusActiveOf(request.buyerId) });
    if (price.isErr()) return err(price.error);
    const fits = fitsBudget(price.value.total, mustMoney(request.budgetMinor, USD));
    return fits.isErr() ? err(fits.error) : ok(price.value);
  }

  private async end(requestId: string, event: 'CANCEL' | 'EXPIRE', buyerId: string | null): Answer<BuyRequestRecord> {
    return this.deps.uow.run(async (): Answer<BuyRequestRecord> => {
      const request = await this.deps.store.lockRequest(requestId);
      if (request === undefined || (buyerId !== null && request.buyerId !== buyerId)) return notFound();
      const next = transitionRequest(request.state, event);
      if (next.isErr()) return err(next.error);
      const released = await this.release(request.id);
      if (released.isErr()) return err(released.error);
      const at = this.deps.clock.now();
      await this.deps.store.updateRequest(request.id, { state: next.value, at });
      await this.deps.store.closeRequestOffers(request.id, null);
      if (event === 'CANCEL') await this.deps.scheduler.cancel(requestDeadlineKey(request.id));
      else await this.tell(request.buyerId, request, 'request_expired', `Your request "${request.title}" expired: its budget is back in your credits`);
      await this.announce(request);
      return ok({ ...request, state: next.value });
    });
  }

  /** An open request past its deadline takes no more offers and cannot be accepted (its timer is about to expire it). */
  private stillOpen(request: BuyRequestRecord, event: RequestEvent) {
    const state = request.state === 'open' && request.deadline <= this.deps.clock.now() ? 'expired' : request.state;
    return transitionRequest(state, event);
  }

  private async release(requestId: string): Answer<void> {
    for (const hold of await this.deps.ledger.holdsFor(reference(requestId))) {
      const voided = await this.deps.ledger.voidHold(hold.id);
      if (voided.isErr()) return err(voided.error);
    }
    return ok(undefined);
  }

  private tell(userId: string, request: BuyRequestRecord, kind: string, title: string): Promise<void> {
    return this.deps.notifications.notify(userId, { topic: 'deal', kind, subjectId: request.id, title, link: `/dashboard/requests/${encodeURIComponent(request.id)}` });
  }

  private async announce(request: BuyRequestRecord): Promise<void> {
    await this.deps.outbox.add({ type: 'RequestChanged', collection: REQUESTS_COLLECTION, id: request.id });
    await this.deps.outbox.add({ type: 'RequestListsChanged', collection: REQUEST_LISTS_COLLECTION, id: 'board' });
    await this.deps.outbox.add({ type: 'RequestListsChanged', collection: REQUEST_LISTS_COLLECTION, id: request.buyerId });
  }
}
