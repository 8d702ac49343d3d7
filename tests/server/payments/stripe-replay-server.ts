import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const FIXTURES = new URL('../../fixtures/stripe/', import.meta.url);

export function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

const RECORDED = JSON.parse(fixture('payment-intents-create.json')) as Record<string, { status: number; body: unknown }>;
/** `POST /v1/refunds` by the PaymentIntent refunded: Stripe's refund object (the amount sent put back) or its error. */
const REFUNDS = JSON.parse(fixture('refunds-create.json')) as Record<string, { status: number; body: unknown }>;
/** `POST /v1/payment_methods/{token}/attach` by the test token; `POST /v1/customers` one customer for any user. */
const ATTACH = JSON.parse(fixture('payment-methods-attach.json')) as Record<string, { status: number; body: unknown }>;
const CUSTOMER = JSON.parse(fixture('customers-create.json')) as { status: number; body: unknown };

function recordedAnswer(method: string | undefined, url: string | undefined, params: URLSearchParams): { status: number; text: string } | undefined {
  if (method !== 'POST') return undefined;
  if (url === '/v1/payment_intents') {
    const recorded = RECORDED[params.get('payment_method') ?? ''];
    return recorded === undefined ? undefined : { status: recorded.status, text: JSON.stringify(recorded.body).replaceAll('{{reference}}', params.get('metadata[reference]') ?? '') };
  }
  if (url === '/v1/refunds') {
    const recorded = REFUNDS[params.get('payment_intent') ?? ''];
    return recorded === undefined ? undefined : { status: recorded.status, text: JSON.stringify(recorded.body).replace('"{{amount}}"', String(Number(params.get('amount')))) };
  }
  if (url === '/v1/customers') return { status: CUSTOMER.status, text: JSON.stringify(CUSTOMER.body).replace('{{userId}}', params.get('metadata[userId]') ?? '') };
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(url ?? '');
  if (attach !== null) {
    const recorded = ATTACH[attach[1] ?? ''];
    return recorded === undefined ? undefined : { status: recorded.status, text: JSON.stringify(recorded.body) };
  }
  const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(url ?? '');
  const attached = Object.values(ATTACH).find((r) => (r.body as { id?: string }).id === detach?.[1]);
  if (attached !== undefined) return { status: 200, text: JSON.stringify({ ...(attached.body as object), customer: null }) };
  return undefined;
}

/** A request the replay server saw: method, path, form params and headers. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly params: URLSearchParams;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * Stripe's API as recorded (tests/fixtures/stripe): `POST /v1/payment_intents`
 * answers the recorded answer of the PaymentMethod sent, with our reference
 * put back in the metadata; `POST /v1/refunds` the refund of the PaymentIntent sent; customers, attached
 * and detached PaymentMethods for kept cards; a repeated Idempotency-Key gets the first answer
 * again, as Stripe does. Anything else is a 404 in Stripe's error format.
 */
export async function startStripeReplay(): Promise<{ port: number; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const byKey = new Map<string, { status: number; text: string }>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      seen.push({ method: request.method ?? '', path: request.url ?? '', params, headers: request.headers });
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? byKey.get(key) : undefined;
      let answer = replay;
      if (answer === undefined) {
        answer = recordedAnswer(request.method, request.url, params) ?? { status: 404, text: JSON.stringify({ error: { type: 'invalid_request_error', message: `No recording for ${request.method} ${request.url}` } }) };
        if (typeof key === 'string') byKey.set(key, answer);
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_replay' });
      response.end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
