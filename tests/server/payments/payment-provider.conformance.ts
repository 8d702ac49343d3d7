import { describe, expect, it } from 'vitest';
import type { PaymentProvider, ProviderPaymentRequest } from '../../../application/payments/ports/index.ts';
import { mustMoney, parseLedgerAccount, INVOICE_WINDOW_MS, type CurrencyCode, type Money } from '../../../domain/index.ts';

/** A webhook as it arrives: the exact body and the headers. */
export interface Delivery {
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What the suite needs to drive one adapter; an adapter leaves out what it
 * does not offer (site credits have no cards, no invoices and no webhooks).
 */
export interface ProviderHarness {
  readonly provider: PaymentProvider;
  readonly now: () => Date;
  /** A card charged at once. */
  readonly instantCard?: string;
  readonly declinedCards?: readonly { readonly card: string; readonly reason: RegExp }[];
  /** A card with a confirmation step; `confirm` does what the buyer does on the provider's page and answers the webhook then sent. */
  readonly confirmation?: { readonly card: string; confirm(providerPaymentId: string, request: ProviderPaymentRequest): Promise<Delivery> };
  /** Crypto invoices; `pay` has `amount` arrive on chain and answers the webhook then sent. */
  readonly invoice?: { pay(providerPaymentId: string, request: ProviderPaymentRequest, amount: Money, txHash: string): Promise<Delivery> };
  /** Cards kept for charges without the payer (ig-plus renewals), when the provider keeps cards. */
  readonly keptCards?: {
    /** Kept, and charged later without trouble (a Visa ending 4242). */
    readonly good: string;
    /** Kept, but every later charge is declined. */
    readonly failsLater: string;
    /** Kept, but its bank wants the payer present at each charge. */
    readonly asksPayer: string;
    /** Refused at keeping: the card is declined outright. */
    readonly refused: string;
  };
  /** Signs a body at `at` as the provider does (for the replay tests). */
  readonly sign?: (rawBody: string, at: Date) => Delivery;
}

const USD = 'USD' as CurrencyCode;
let counter = 0;

function request(overrides: Partial<ProviderPaymentRequest> = {}): ProviderPaymentRequest {
  counter += 1;
  return {
    reference: `pay_conformance_${counter}`,
    amount: mustMoney(5000, USD),
    method: 'CARD',
    idempotencyKey: `conformance-${counter}-${Math.random().toString(36).slice(2)}`,
    returnUrl: 'https://shop.test/back',
    description: 'Conformance',
    ...overrides,
  };
}

/** The behaviour every PaymentProvider adapter shares (issue 10, item 3). */
export function describePaymentProviderConformance(name: string, makeHarness: () => Promise<ProviderHarness>): void {
  describe(`${name}: PaymentProvider conformance`, () => {
    it('has a name that is a ledger account (psp:{name})', async () => {
      const { provider } = await makeHarness();
      expect(parseLedgerAccount(`psp:${provider.name}`)).toBe(`psp:${provider.name}`);
    });

    it('collects a payment that succeeds at once, and answers a retry with the same key the same way', async () => {
      const h = await makeHarness();
      const asked = request(h.instantCard === undefined ? {} : { card: h.instantCard });
      const first = (await h.provider.create(asked))._unsafeUnwrap();
      expect(first.status).toBe('succeeded');
      expect(first.providerPaymentId).not.toBe('');
      expect((await h.provider.create(asked))._unsafeUnwrap()).toEqual(first);
    });

    it('declines the cards it declines, with a reason a buyer can read', async () => {
      const h = await makeHarness();
      for (const { card, reason } of h.declinedCards ?? []) {
        const answer = (await h.provider.create(request({ card })))._unsafeUnwrap();
        expect(answer.status).toBe('declined');
        if (answer.status === 'declined') expect(answer.reason).toMatch(reason);
      }
    });

    it('asks for a confirmation step on its page, then reports the capture in a signed webhook', async () => {
      const h = await makeHarness();
      if (h.confirmation === undefined) return;
      const asked = request({ card: h.confirmation.card });
      const answer = (await h.provider.create(asked))._unsafeUnwrap();
      expect(answer.status).toBe('requires_action');
      if (answer.status !== 'requires_action') return;
      expect(answer.redirectUrl).toMatch(/^https?:\/\//);
      const delivery = await h.confirmation.confirm(answer.providerPaymentId, asked);
      expect(h.provider.parseWebhook(delivery.rawBody, delivery.headers, h.now())._unsafeUnwrap()).toMatchObject({
        type: 'payment.succeeded',
        providerPaymentId: answer.providerPaymentId,
        reference: asked.reference,
        amount: asked.amount,
      });
    });

    it('opens a crypto invoice for 15 minutes and reports each chain payment with what arrived', async () => {
      const h = await makeHarness();
      if (h.invoice === undefined) return;
      const asked = request({ method: 'CRYPTO', amount: mustMoney(10_000, USD) });
      const answer = (await h.provider.create(asked))._unsafeUnwrap();
      expect(answer.status).toBe('pending');
      if (answer.status !== 'pending') return;
      expect(Math.abs(answer.expiresAt.getTime() - (h.now().getTime() + INVOICE_WINDOW_MS))).toBeLessThan(60_000);
      const partial = await h.invoice.pay(answer.providerPaymentId, asked, mustMoney(4_000, USD), 'tx-partial-0001');
      const over = await h.invoice.pay(answer.providerPaymentId, asked, mustMoney(9_000, USD), 'tx-over-000002');
      const events = [partial, over].map((d) => h.provider.parseWebhook(d.rawBody, d.headers, h.now())._unsafeUnwrap());
      expect(events.map((e) => (e.type === 'payment.succeeded' ? [e.reference, e.amount.minor] : e.type))).toEqual([
        [asked.reference, 4_000],
        [asked.reference, 9_000],
      ]);
      expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
    });

    it('refuses a webhook that was tampered with, unsigned, or signed more than 5 minutes ago (a replay)', async () => {
      const h = await makeHarness();
      if (h.sign === undefined) {
        expect(h.provider.parseWebhook('{"id":"evt_1","type":"payment.succeeded"}', {}, h.now())._unsafeUnwrapErr().code).toBe('WEBHOOK_SIGNATURE_INVALID');
        return;
      }
      const body = JSON.stringify({ id: 'evt_conformance', type: 'something.else', data: { object: {} } });
      const fresh = h.sign(body, new Date(h.now().getTime() - 4 * 60_000));
      expect(h.provider.parseWebhook(fresh.rawBody, fresh.headers, h.now()).isOk()).toBe(true);
      expect(h.provider.parseWebhook(`${fresh.rawBody} `, fresh.headers, h.now())._unsafeUnwrapErr().code).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(h.provider.parseWebhook(fresh.rawBody, {}, h.now())._unsafeUnwrapErr().code).toBe('WEBHOOK_SIGNATURE_INVALID');
      const stale = h.sign(body, new Date(h.now().getTime() - 6 * 60_000));
      expect(h.provider.parseWebhook(stale.rawBody, stale.headers, h.now())._unsafeUnwrapErr().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    });

    it('keeps a card for later and charges it with nobody present; a card that fails later is declined, one whose bank wants the payer is not collected', async () => {
      const h = await makeHarness();
      const kept = h.keptCards;
      if (kept === undefined || h.provider.saveCard === undefined) return;
      const card = (await h.provider.saveCard({ userId: 'u_conformance', card: kept.good, idempotencyKey: `keep-${Math.random()}` }))._unsafeUnwrap();
      expect(card).toMatchObject({ brand: 'visa', last4: kept.good.slice(-4) });
      expect(card.expMonth).toBeGreaterThanOrEqual(1);
      expect(card.expYear).toBeGreaterThanOrEqual(2026);
      expect(JSON.stringify(card)).not.toContain(kept.good);
      const savedCard = { customerId: card.customerId, methodId: card.methodId };
      expect((await h.provider.create(request({ savedCard })))._unsafeUnwrap().status).toBe('succeeded');

      const failing = (await h.provider.saveCard({ userId: 'u_conformance', card: kept.failsLater, idempotencyKey: `keep-${Math.random()}` }))._unsafeUnwrap();
      const declined = (await h.provider.create(request({ savedCard: failing })))._unsafeUnwrap();
      expect(declined.status).toBe('declined');
      if (declined.status === 'declined') expect(declined.reason).toMatch(/declined/);

      const asking = (await h.provider.saveCard({ userId: 'u_conformance', card: kept.asksPayer, idempotencyKey: `keep-${Math.random()}` }))._unsafeUnwrap();
      expect(['declined', 'requires_action']).toContain((await h.provider.create(request({ savedCard: asking })))._unsafeUnwrap().status);

      expect((await h.provider.saveCard({ userId: 'u_conformance', card: kept.refused, idempotencyKey: `keep-${Math.random()}` }))._unsafeUnwrapErr().code).toBe('PAYMENT_DECLINED');
      expect((await h.provider.forgetCard?.(savedCard))?.isOk()).toBe(true);
    });
  });
}
