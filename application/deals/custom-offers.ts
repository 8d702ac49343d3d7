import { err, ok, type Result } from 'neverthrow';
import {
  checkDealPrice,
  customOfferExpiry as expiryAt,
  domainError,
  mustMoney,
  priceDeal,
  requirePermission,
  transitionCustomOffer,
  type Actor,
  type DealPrice,
  type DomainError,
  type Money,
} from '../../domain/index.ts';
import type { Messaging } from '../messaging/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { CreateOrderGroup } from '../orders/index.ts';
import type { StartedPayment, StartPayment } from '../payments/index.ts';
import type { Clock, Idempotency, Outbox, Scheduler, UnitOfWork } from '../shared/ports/index.ts';
import { CUSTOM_OFFERS_COLLECTION, customOfferExpiry, customOfferExpiryKey } from './deal-events.ts';
import { placeDealOrder } from './place-deal-order.ts';
import type { CustomOfferRecord, DealFacts, DealStore } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface CustomOfferTerms {
  readonly conversationId: string;
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly unitPriceMinor: number;
  readonly quantity: number;
  readonly deliveryDuration: string;
  readonly expiresInHours: number;
}

export interface OfferAnswer {
  readonly offerId: string;
  readonly accept: boolean;
  readonly paymentMethod: 'CREDITS' | 'CARD' | 'CRYPTO';
  readonly card?: string | undefined;
  readonly idempotencyKey?: string | undefined;
}

export interface AnsweredOffer {
  readonly offerId: string;
  readonly state: CustomOfferRecord['state'];
  readonly order?: { readonly orderGroupId: string; readonly orderIds: readonly string[]; readonly total: Money; readonly payment: StartedPayment };
}

const notFound = () => err(domainError('CUSTOM_OFFER_NOT_FOUND', 'Offer not found', { field: 'offerId' }));

/**
 * Custom offers in a conversation. The seller names the terms; the server
 * prices them for the buyer exactly as a listing would be (`priceDeal`);
 * the buyer's acceptance places an order group for the seller's price and
 * starts its payment in the same unit of work (a declined card rolls the
 * acceptance back, and the offer stays open). Each offer also posts a
 * message in the conversation, so the buyer is told like any message.
 */
export class CustomOffers {
  constructor(
    private readonly deps: {
      readonly store: DealStore;
      readonly facts: DealFacts;
      readonly messaging: Messaging;
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

  async send(actor: Actor, terms: CustomOfferTerms): Answer<CustomOfferRecord> {
    const user = requirePermission(actor, 'deal.offer');
    if (user.isErr()) return err(user.error);
    const parties = await this.deps.messaging.parties(terms.conversationId, user.value);
    if (parties === undefined) return err(domainError('CONVERSATION_NOT_FOUND', 'Conversation not found', { field: 'conversationId' }));
    const price = checkDealPrice(terms.unitPriceMinor, 'unitPriceMinor');
    if (price.isErr()) return err(price.error);
    if ((await this.deps.facts.pricedProductType(terms.gameType, terms.productType)) === undefined) {
      return err(domainError('VALIDATION_FAILED', 'This game does not sell that product type', { field: 'productType' }));
    }
    const now = this.deps.clock.now();
    const offer: CustomOfferRecord = {
      id: this.deps.newId(),
      conversationId: terms.conversationId,
      sellerId: user.value,
      buyerId: parties.counterpartId,
      gameType: terms.gameType,
      productType: terms.productType,
      title: terms.title.trim(),
      description: terms.description?.trim() ?? '',
      unitPriceMinor: terms.unitPriceMinor,
      quantity: terms.quantity,
      deliveryDuration: terms.deliveryDuration,
      state: 'open',
      expiresAt: expiryAt(now, terms.expiresInHours),
      orderGroupId: null,
      createdAt: now,
    };
    return this.deps.uow.run(async (): Answer<CustomOfferRecord> => {
      await this.deps.store.insertCustomOffer(offer);
      await this.deps.scheduler.schedule(customOfferExpiry.at(customOfferExpiryKey(offer.id), offer.expiresAt, { offerId: offer.id }));
      const total = ((offer.unitPriceMinor * offer.quantity) / 100).toFixed(2);
      const posted = await this.deps.messaging.send(actor, { conversationId: offer.conversationId, body: `Custom offer: ${offer.title} — ${offer.quantity} × for ${total} USD`, clientId: `offer:${offer.id}` });
      if (posted.isErr()) return err(posted.error);
      await this.announce(offer.conversationId);
      return ok(offer);
    });
  }

  async answer(actor: Actor, p: OfferAnswer): Answer<AnsweredOffer> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const call = { scope: `answerOffer:${user.value}`, key: p.idempotencyKey ?? `offer:${p.offerId}`, fingerprint: JSON.stringify([p.offerId, p.accept, p.paymentMethod, p.card ?? null]) };
    return this.deps.idempotency.once(call, () =>
      this.deps.uow.run(async (): Answer<AnsweredOffer> => {
        const offer = await this.deps.store.lockCustomOffer(p.offerId);
        // Only its buyer may answer an offer; to anyone else it does not exist.
        if (offer === undefined || offer.buyerId !== user.value) return notFound();
        const now = this.deps.clock.now();
        const state = offer.state === 'open' && offer.expiresAt <= now ? 'expired' : offer.state;
        const next = transitionCustomOffer(state, p.accept ? 'ACCEPT' : 'DECLINE');
        if (next.isErr()) return err(next.error);
        if (!p.accept) {
          await this.deps.store.updateCustomOffer(offer.id, { state: next.value, at: now });
          await this.deps.scheduler.cancel(customOfferExpiryKey(offer.id));
          await this.tellSeller(offer, 'offer_declined', `Your custom offer "${offer.title}" was declined`);
          await this.announce(offer.conversationId);
          return ok({ offerId: offer.id, state: next.value });
        }
        const price = await this.priceFor(offer);
        if (price.isErr()) return err(price.error);
        const placed = await placeDealOrder(this.deps.createGroup, offer, price.value, now);
        if (placed.isErr()) return err(placed.error);
        const { group, orders } = placed.value;
        await this.deps.store.updateCustomOffer(offer.id, { state: next.value, at: now, orderGroupId: group.id });
        await this.deps.scheduler.cancel(customOfferExpiryKey(offer.id));
        const payment = await this.deps.payments.execute(actor, {
          purpose: { kind: 'ORDER_GROUP', orderGroupId: group.id },
          amount: group.total,
          method: p.paymentMethod,
          ...(p.card === undefined ? {} : { card: p.card }),
          idempotencyKey: `answerOffer:${offer.id}`,
        });
        if (payment.isErr()) return err(payment.error);
        await this.tellSeller(offer, 'offer_accepted', `Your custom offer "${offer.title}" was accepted`);
        await this.announce(offer.conversationId);
        const { id, status, nextAction } = payment.value;
        const total = mustMoney(group.total.minor, group.total.currency);
        return ok({ offerId: offer.id, state: next.value, order: { orderGroupId: group.id, orderIds: orders.map((o) => o.id), total, payment: { id, status, ...(nextAction === undefined ? {} : { nextAction }) } } });
      }),
    );
  }

  /** The seller takes back an offer nobody has answered. */
  async withdraw(actor: Actor, offerId: string): Answer<{ readonly offerId: string; readonly state: CustomOfferRecord['state'] }> {
    const user = requirePermission(actor, 'deal.offer');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async () => {
      const offer = await this.deps.store.lockCustomOffer(offerId);
      if (offer === undefined || offer.sellerId !== user.value) return notFound();
      const next = transitionCustomOffer(offer.state, 'WITHDRAW');
      if (next.isErr()) return err(next.error);
      await this.deps.store.updateCustomOffer(offer.id, { state: next.value, at: this.deps.clock.now() });
      await this.deps.scheduler.cancel(customOfferExpiryKey(offer.id));
      await this.announce(offer.conversationId);
      return ok({ offerId: offer.id, state: next.value });
    });
  }

  /** The expiry timer: an offer still open is expired; one answered meanwhile is left alone. */
  async expire(offerId: string): Answer<void> {
    return this.deps.uow.run(async () => {
      const offer = await this.deps.store.lockCustomOffer(offerId);
      if (offer?.state !== 'open') return ok(undefined);
      await this.deps.store.updateCustomOffer(offer.id, { state: 'expired', at: this.deps.clock.now() });
      await this.announce(offer.conversationId);
      return ok(undefined);
    });
  }

  /** The conversation's offers, newest first, each with what it costs its buyer now. */
  async ofConversation(actor: Actor, conversationId: string): Answer<readonly (CustomOfferRecord & { readonly price: DealPrice | null })[]> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    if ((await this.deps.messaging.parties(conversationId, user.value)) === undefined) return err(domainError('CONVERSATION_NOT_FOUND', 'Conversation not found', { field: 'conversationId' }));
    const offers = await this.deps.store.customOffersOf(conversationId, 20);
    return ok(await Promise.all(offers.map(async (o) => ({ ...o, price: (await this.priceFor(o)).unwrapOr(null) }))));
  }

  private async priceFor(offer: CustomOfferRecord): Answer<DealPrice> {
    const type = await this.deps.facts.pricedProductType(offer.gameType, offer.productType);
    if (type === undefined) return err(domainError('CUSTOM_OFFER_NOT_OPEN', 'This game no longer sells that product type', { field: 'offerId' }));
    return priceDeal({ unitPriceMinor: offer.unitPriceMinor, quantity: offer.quantity, productType: type, igPlusActive: await this.deps.facts.igPlusActiveOf(offer.buyerId) });
  }

  private tellSeller(offer: CustomOfferRecord, kind: string, title: string): Promise<void> {
    return this.deps.notifications.notify(offer.sellerId, { topic: 'deal', kind, subjectId: offer.id, title, link: `/dashboard/inbox?c=${encodeURIComponent(offer.conversationId)}` });
  }

  private announce(conversationId: string): Promise<void> {
    return this.deps.outbox.add({ type: 'CustomOffersChanged', collection: CUSTOM_OFFERS_COLLECTION, id: conversationId });
  }
}
