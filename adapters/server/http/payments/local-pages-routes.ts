import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulateChainPayment } from '../../../../application/payments/index.ts';
import { SimulateChainPaymentBody } from '../../../../contracts/payments/index.ts';
import { can, mustMoney } from '../../../../domain/index.ts';
import type { LocalPaymentProvider } from '../../payments/local/local-payment-provider.ts';
import { confirmationPage, invoicePage, notFoundPage, simulatePage, statusPage } from '../../payments/local/local-pages.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseBody } from '../shared/validation.ts';

export interface LocalPagesDeps {
  readonly provider: LocalPaymentProvider;
  readonly simulateChainPayment: SimulateChainPayment;
  readonly now: () => Date;
}

/** A page with one inline script allowed by its nonce; nothing else from elsewhere. */
function html(reply: FastifyReply, status: number, body: string, nonce = ''): FastifyReply {
  const script = nonce === '' ? "'none'" : `'nonce-${nonce}'`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'self'; script-src ${script}; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'`)
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The local test provider's hosted pages (standing for the provider's own
 * site): `/pay/local/{id}` is a card's confirmation step or a crypto
 * invoice; Confirm and Cancel post back and return the buyer to the shop;
 * `/pay/local/{id}/simulate` is the staff page ('payments.simulate') that
 * posts simulated chain payments through `POST /api/payments/simulate`.
 */
export function registerLocalPaymentPages(app: FastifyInstance, deps: LocalPagesDeps): void {
  app.get<{ Params: { id: string } }>('/pay/local/:id', async (request, reply) => {
    const intent = deps.provider.intent(request.params.id);
    if (intent === undefined) return html(reply, 404, notFoundPage());
    if (intent.method === 'CRYPTO') {
      const nonce = randomBytes(16).toString('base64');
      return html(reply, 200, invoicePage(intent, nonce, deps.now()), nonce);
    }
    return html(reply, 200, confirmationPage(intent));
  });

  for (const action of ['confirm', 'cancel'] as const) {
    app.post<{ Params: { id: string } }>(`/pay/local/:id/${action}`, async (request, reply) => {
      const intent = action === 'confirm' ? deps.provider.confirm(request.params.id) : deps.provider.cancel(request.params.id);
      if (intent === undefined) return html(reply, 404, notFoundPage());
      if (intent.status !== 'succeeded' && intent.status !== 'canceled') return html(reply, 409, statusPage(intent));
      // As Stripe does after its confirmation step: back to the shop, the outcome in `redirect_status`.
      const back = new URL(intent.returnUrl);
      back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
      return reply.header('cache-control', 'no-store').redirect(back.toString(), 303);
    });
  }

  app.get<{ Params: { id: string } }>('/pay/local/:id/simulate', async (request, reply) => {
    if (!can(await request.actor, 'payments.simulate')) return html(reply, 403, '<!doctype html><title>Forbidden</title><h1>Staff only</h1>');
    const intent = deps.provider.intent(request.params.id);
    if (intent?.method !== 'CRYPTO') return html(reply, 404, notFoundPage());
    const nonce = randomBytes(16).toString('base64');
    return html(reply, 200, simulatePage(intent, nonce), nonce);
  });

  app.post('/api/payments/simulate', async (request, reply) => {
    const body = parseBody(SimulateChainPaymentBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const { paymentId, amount, txHash } = body.value;
    const posted = await deps.simulateChainPayment.execute(await request.actor, { paymentId, amount: mustMoney(amount.minor, amount.currency), txHash });
    if (posted.isErr()) return sendDomainError(reply, posted.error);
    return reply.code(202).header('cache-control', 'no-store').send({ accepted: true });
  });
}
