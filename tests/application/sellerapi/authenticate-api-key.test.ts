import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiKeyGuard } from '../../../adapters/server/http/sellerapi/api-key-guard.ts';
import { RandomApiKeySecrets } from '../../../adapters/server/persistence/sellerapi/random-api-key-secrets.ts';
import { FlexibleRateLimiter } from '../../../adapters/server/rate-limits/flexible-rate-limiter.ts';
import { AuthenticateApiKey, ManageApiKeys, type ApiKeyRecord, type ApiKeyStore } from '../../../application/sellerapi/index.ts';
import { actorFromProfile, API_KEY_REQUESTS_PER_MINUTE, API_KEYS_MAX, VISITOR, type Actor } from '../../../domain/index.ts';

/** Keys in memory, as the SQL store keeps them. */
function memoryStore(): ApiKeyStore & { rows: ApiKeyRecord[] } {
  const rows: ApiKeyRecord[] = [];
  return {
    rows,
    insert: (key) => Promise.resolve(void rows.push(key)),
    keysOf: (userId) => Promise.resolve(rows.filter((k) => k.userId === userId).reverse()),
    liveCount: (userId) => Promise.resolve(rows.filter((k) => k.userId === userId && k.revokedAt === null).length),
    byHash: (hash) => Promise.resolve(rows.find((k) => k.secretHash === hash)),
    revoke: (id, userId, at) => {
      const i = rows.findIndex((k) => k.id === id && k.userId === userId);
      if (i < 0) return Promise.resolve(undefined);
      const row = rows[i] as ApiKeyRecord;
      rows[i] = { ...row, revokedAt: row.revokedAt ?? at };
      return Promise.resolve(rows[i]);
    },
    touch: (id, at) => {
      const i = rows.findIndex((k) => k.id === id);
      rows[i] = { ...(rows[i] as ApiKeyRecord), lastUsedAt: at };
      return Promise.resolve();
    },
  };
}

const clock = { now: () => new Date('2026-11-27T12:00:00Z') };
const bulk = (roles: string[] = ['SELLER', 'BULK_SELLER'], banned = false) => actorFromProfile({ id: 'u1', roles, banned, verificationState: 'VERIFIED' });

function world() {
  const store = memoryStore();
  const secrets = new RandomApiKeySecrets();
  let owner: Actor = bulk();
  const keys = new ManageApiKeys(store, secrets, clock);
  const authenticate = new AuthenticateApiKey(store, secrets, { actorOf: () => Promise.resolve(owner) }, clock);
  return { store, keys, authenticate, setOwner: (a: Actor) => (owner = a) };
}

describe('seller API keys', () => {
  it('keep only a hash of the secret, and the secret opens the API for its scopes only', async () => {
    const w = world();
    const created = (await w.keys.create(bulk(), { name: 'Sync', scopes: ['offers:read'] }))._unsafeUnwrap();
    expect(JSON.stringify(w.store.rows)).not.toContain(created.secret);
    expect((await w.authenticate.caller(created.secret, 'offers:read')).isOk()).toBe(true);
    expect((await w.authenticate.caller(created.secret, 'offers:write'))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect((await w.authenticate.caller(`${created.secret}x`, 'offers:read'))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    expect((await w.authenticate.caller(undefined, 'offers:read'))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });

  it('stop at once when revoked (401), when the owner is banned (401) or loses the bulk seller role (403)', async () => {
    const w = world();
    const { secret, key } = (await w.keys.create(bulk(), { name: 'Sync', scopes: ['orders:read'] }))._unsafeUnwrap();
    w.setOwner(bulk(['SELLER']));
    expect((await w.authenticate.caller(secret, 'orders:read'))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    w.setOwner(bulk(['SELLER', 'BULK_SELLER'], true));
    expect((await w.authenticate.caller(secret, 'orders:read'))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    w.setOwner(bulk());
    await w.keys.revoke(bulk(), key.id);
    expect((await w.authenticate.caller(secret, 'orders:read'))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });

  it('are for bulk sellers and API-access accounts, at most a few live at once, revoked only by their owner', async () => {
    const w = world();
    expect((await w.keys.create(bulk(['SELLER']), { name: 'x', scopes: ['offers:read'] }))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect((await w.keys.mine(VISITOR))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    for (let i = 0; i < API_KEYS_MAX; i += 1) (await w.keys.create(bulk(), { name: `k${i}`, scopes: ['offers:read'] }))._unsafeUnwrap();
    expect((await w.keys.create(bulk(), { name: 'one more', scopes: ['offers:read'] }))._unsafeUnwrapErr().code).toBe('API_KEY_LIMIT_REACHED');
    const other = actorFromProfile({ id: 'u2', roles: ['API_ACCESS'], banned: false, verificationState: 'VERIFIED' });
    expect((await w.keys.revoke(other, w.store.rows[0]?.id ?? ''))._unsafeUnwrapErr().code).toBe('API_KEY_NOT_FOUND');
  });

  it('are rate limited per key: past the minute budget the API answers 429 with Retry-After', async () => {
    const w = world();
    const { secret } = (await w.keys.create(bulk(), { name: 'Sync', scopes: ['offers:read'] }))._unsafeUnwrap();
    const { secret: other } = (await w.keys.create(bulk(), { name: 'Other', scopes: ['offers:read'] }))._unsafeUnwrap();
    const guard = apiKeyGuard({ authenticate: w.authenticate, limiter: FlexibleRateLimiter.inMemory() });
    const app = Fastify();
    app.get('/probe', async (request, reply) => ((await guard(request, reply, 'offers:read')) === undefined ? reply : reply.send({ ok: true })));
    const probe = (key: string) => app.inject({ method: 'GET', url: '/probe', headers: { authorization: `Bearer ${key}` } });
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i += 1) expect((await probe(secret)).statusCode).toBe(200);
    const limited = await probe(secret);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same seller has its own budget.
    expect((await probe(other)).statusCode).toBe(200);
    await app.close();
  });
});
