import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DDP_METHODS, HTTP_ROUTES, METHOD_ACCESS, type RegisteredRoute } from '../../../contracts/registry.ts';
import { RawClient, type Received } from '../ddp/raw-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { mutationsOf, toDdpJson } from './mutations.ts';
import { validSamples } from './schema-arbitrary.ts';

/**
 * Issue 11: our own fuzz suite. Every DDP method and every HTTP route of the
 * contract registry gets valid inputs derived from its valibot schemas, then
 * those inputs with one hostile change each. Never a 5xx; every 400 names its
 * field; the server still answers afterwards. A method or route added to the
 * registry is fuzzed without a line here.
 */
const PER_METHOD = 24;
const PER_ROUTE = 24;
const SEED = 20_261_123;

let server: TestServer;
let ws: string;
const tally = { routes: 0, methods: 0, inputs: 0, fiveHundreds: 0 };

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '20' });
  ws = `${server.url.replace(/^http/, 'ws')}/websocket`;
}, 180_000);

afterAll(async () => {
  console.log(`fuzz on ${DATABASE_KIND}: ${JSON.stringify(tally)}`);
  await server?.stop();
});

/** A connection signed in as the demo admin, so inputs get past the permission checks to the code behind them. */
async function adminConnection(): Promise<RawClient> {
  const admin = server.demoAccounts.find((a) => a.roles.includes('ADMIN'));
  if (admin === undefined) throw new Error('no demo admin');
  const client = await RawClient.open(ws, { connect: true });
  const reply = await client.call('admin-login', 'login', [{ user: { email: admin.email }, password: admin.password }]);
  if (reply['error'] !== undefined) throw new Error(`admin login: ${JSON.stringify(reply['error'])}`);
  return client;
}

/** What is wrong with one answer, or null: a 5xx, or a 400 that does not name its field. */
function ddpProblem(reply: Received): string | null {
  const error = reply['error'] as { error?: unknown; reason?: unknown; details?: { field?: unknown } } | undefined;
  if (error === undefined) return null;
  if (typeof error.error !== 'number' || error.error >= 500) return `status ${String(error.error)}`;
  if (error.error !== 400) return null;
  const field = error.details?.field;
  return typeof field === 'string' && field !== '' ? null : `400 without field: ${String(error.reason)}`;
}

describe(`fuzzing every contract on ${DATABASE_KIND}`, () => {
  it('the registry holds every DDP method and every API route the server serves', () => {
    expect(server.realtime.methodNames.filter((name) => !DDP_METHODS.has(name))).toEqual([]);
    const served = [...server.app.printRoutes({ commonPrefix: false }).matchAll(/(\/api\/\S*) \(([^)]*)\)/g)].flatMap(([, path, verbs]) =>
      (verbs ?? '').split(', ').filter((verb) => verb === 'GET' || verb === 'POST').map((verb) => `${verb} ${path ?? ''}`),
    );
    const registered = new Set(HTTP_ROUTES.map((route) => `${route.method} ${route.path}`));
    expect(served.filter((route) => !registered.has(route))).toEqual([]);
    // And the other way: every registered route is served (the page lookup only when the storefront is built).
    const storefront = server.app.hasRoute({ method: 'GET', url: '/*' });
    const missing = HTTP_ROUTES.filter((route) => !server.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => route.path)).toEqual(storefront ? [] : ['/api/page']);
  });

  it('every DDP method: valid and mutated params never answer 5xx, and every 400 names its field', async () => {
    const admin = await adminConnection();
    const problems: string[] = [];
    let callId = 0;
    for (const [name, contract] of DDP_METHODS) {
      if (!server.realtime.methodNames.includes(name)) continue; // declared by a context whose methods are not served yet
      tally.methods += 1;
      // Methods anyone may call run on a fresh anonymous connection: they may sign it in or out.
      const anonymous = METHOD_ACCESS[name] === 'anyone';
      const client = anonymous ? await RawClient.open(ws, { connect: true }) : admin;
      const bases = validSamples(contract.params, 2, SEED);
      const inputs = [...bases, ...bases.flatMap((base) => fc.sample(mutationsOf(base), { numRuns: PER_METHOD / Math.max(1, bases.length), seed: SEED }))];
      if (bases.length === 0) inputs.push(...fc.sample(mutationsOf([{}]), { numRuns: PER_METHOD, seed: SEED }));
      for (const params of inputs) {
        tally.inputs += 1;
        const id = `f${(callId += 1)}`;
        client.send(toDdpJson({ msg: 'method', id, method: name, params }));
        const reply = await client.next((m) => m['msg'] === 'result' && m['id'] === id, 10_000);
        const problem = ddpProblem(reply);
        if (problem !== null) {
          if (problem.startsWith('status')) tally.fiveHundreds += 1;
          problems.push(`${name}(${toDdpJson(params).slice(0, 200)}): ${problem}`);
        }
      }
      if (anonymous) await client.close();
    }
    expect(await admin.answersPing('after-fuzz')).toBe(true);
    await admin.close();
    expect(problems).toEqual([]);
  }, 120_000);

  it('every HTTP route: valid and mutated params, queries and bodies never answer 5xx, and every 400 names its field', async () => {
    const problems: string[] = [];
    for (const route of HTTP_ROUTES) {
      tally.routes += 1;
      for (const request of requestsFor(route)) {
        tally.inputs += 1;
        const response = await send(route, request);
        if (response.status >= 500) tally.fiveHundreds += 1;
        const field = (response.body as { field?: unknown } | null)?.field;
        if (response.status >= 500 || (response.status === 400 && (typeof field !== 'string' || field === ''))) {
          problems.push(`${route.method} ${route.path} ${JSON.stringify(request).slice(0, 200)}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        }
      }
    }
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(problems).toEqual([]);
  }, 120_000);
});

interface RouteRequest {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

/** Valid requests for a route, and those with one part mutated. */
function requestsFor(route: RegisteredRoute): RouteRequest[] {
  const sample = (schema: RegisteredRoute['params']) => (schema === undefined ? {} : (validSamples(schema, 1, SEED)[0] ?? {}));
  const base: RouteRequest = { params: sample(route.params), query: sample(route.query), body: route.body === undefined ? undefined : sample(route.body) };
  const parts = (['params', 'query', 'body'] as const).filter((part) => part !== 'params' || route.path.includes(':')).filter((part) => part !== 'body' || route.method === 'POST');
  const mutated = fc.sample(
    fc.constantFrom(...parts).chain((part) => mutationsOf(base[part] ?? {}).map((value) => ({ ...base, [part]: value }))),
    { numRuns: PER_ROUTE, seed: SEED },
  );
  return [base, ...mutated];
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

async function send(route: RegisteredRoute, request: RouteRequest): Promise<{ status: number; body: unknown }> {
  const params = (typeof request.params === 'object' && request.params !== null ? request.params : {}) as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(asText(params[name] ?? 'x')) || 'x');
  const query = new URLSearchParams();
  if (typeof request.query === 'object' && request.query !== null) for (const [key, value] of Object.entries(request.query)) query.append(key, asText(value));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const response = await fetch(server.url + path + search, {
    method: route.method,
    ...(route.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: toDdpJson(request.body ?? {}) } : {}),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text.slice(0, 200) };
  }
}
