import type { FastifyInstance } from 'fastify';
import type { HandleWebhook } from '../../../../application/payments/index.ts';
import type * as v from 'valibot';
import type { WebhookAnswerSchema } from '../../../../contracts/payments/index.ts';
import { sendDomainError } from '../shared/replies.ts';

export interface WebhookRouteDeps {
  readonly handleWebhook: HandleWebhook;
}

/**
 * `POST /api/payments/webhooks/{provider}`: a provider's event. The body is
 * kept as the exact text received, since the signature covers its bytes; a
 * bad or stale signature answers 400 WEBHOOK_SIGNATURE_INVALID, and every
 * verified delivery (a duplicate or an event for no payment of ours too)
 * 200, so the provider stops resending it. A failure to apply answers 5xx
 * and the provider retries.
 */
export function registerWebhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/payments/webhooks/:provider', async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
      const handled = await deps.handleWebhook.execute({ provider: request.params.provider, rawBody, headers });
      if (handled.isErr()) return sendDomainError(reply, handled.error);
      const answer: v.InferOutput<typeof WebhookAnswerSchema> = { received: true, outcome: handled.value };
      return reply.code(200).header('cache-control', 'no-store').send(answer);
    });
  });
}
