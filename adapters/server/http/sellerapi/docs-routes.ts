import type { FastifyInstance } from 'fastify';
import { SELLER_API_BASE } from '../../../../contracts/sellerapi/index.ts';
import { API_KEY_REQUESTS_PER_MINUTE } from '../../../../domain/index.ts';
import { sellerApiOpenApi } from './openapi-document.ts';
import { SELLER_API_OPERATIONS } from './seller-api-operations.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reference page: every operation with its scope, a curl example, and the document to feed a client generator. */
export function sellerApiDocsHtml(): string {
  const rows = SELLER_API_OPERATIONS.map(
    (op) =>
      `<tr><td><code>${op.method.toUpperCase()}</code></td><td><code>${escapeHtml(SELLER_API_BASE + op.path)}</code></td><td>${escapeHtml(op.summary)}</td><td><code>${op.scope}</code></td></tr>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Seller API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code,pre{background:#f4f4f4;padding:.1rem .3rem;border-radius:3px}pre{padding:.6rem;overflow:auto}</style>
</head><body>
<h1>Seller API reference</h1>
<p>For bulk sellers. Create a key in your account's API tab (<a href="/dashboard/account/api">/dashboard/account/api</a>) and send it as
<code>Authorization: Bearer &lt;key&gt;</code>. A missing, unknown or revoked key gets 401; a key without the operation's scope gets 403;
bad input gets 400 whose <code>field</code> names what to fix; each key may make ${API_KEY_REQUESTS_PER_MINUTE} requests a minute (429 with <code>Retry-After</code> beyond).
Every write is searchable in the public listing when it answers.</p>
<p>Machine-readable: <a href="${SELLER_API_BASE}/openapi.json">OpenAPI 3.1 document</a>.</p>
<h2>Operations</h2>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Scope</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>Example</h2>
<pre>curl -s -H "Authorization: Bearer $KEY" -H 'content-type: application/json' \\
  -d '{"offers":[{"offer":{"gameType":"fortnite","productType":"accounts","tags":{},"platform":null,"title":"Stacked account","description":"","priceMinor":1999,"quantity":1,"minQuantity":1,"incrementalQuantity":false,"volumeDiscount":null,"deliveryDuration":"1H","purchaseBehavior":"DEFAULT","services":[],"images":[]}}]}' \\
  ${SELLER_API_BASE}/offers/bulk</pre>
</body></html>`;
}

/** GET /api/v1/openapi.json and GET /api/v1/docs: public, like any API reference. */
export function registerSellerApiDocsRoutes(app: FastifyInstance, deps: { readonly publicUrl: () => string }): void {
  app.get(`${SELLER_API_BASE}/openapi.json`, (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(sellerApiOpenApi(deps.publicUrl())));
  const page = sellerApiDocsHtml();
  app.get(`${SELLER_API_BASE}/docs`, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(page));
}
