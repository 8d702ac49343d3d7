import { err, ok, type Result } from 'neverthrow';
import { API_KEYS_MAX, apiKeyPrefixOf, domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { ApiKeyInput, ApiKeyView, CreatedApiKey } from '../../contracts/sellerapi/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ApiKeyRecord, ApiKeySecrets, ApiKeyStore } from './ports/index.ts';

export function apiKeyView(key: ApiKeyRecord): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: [...key.scopes],
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/**
 * A bulk seller's API keys: created with a name and scopes (the secret is
 * answered once and only its hash kept), listed, revoked. Only holders of
 * `api.keys` (BULK_SELLER, API_ACCESS) may.
 */
export class ManageApiKeys {
  constructor(
    private readonly store: ApiKeyStore,
    private readonly secrets: ApiKeySecrets,
    private readonly clock: Clock,
  ) {}

  async create(actor: Actor, input: ApiKeyInput): Promise<Result<CreatedApiKey, DomainError>> {
    const userId = requirePermission(actor, 'api.keys');
    if (userId.isErr()) return err(userId.error);
    if ((await this.store.liveCount(userId.value)) >= API_KEYS_MAX) {
      return err(domainError('API_KEY_LIMIT_REACHED', `At most ${API_KEYS_MAX} keys at once; revoke one first`));
    }
    const secret = this.secrets.newSecret();
    const prefix = apiKeyPrefixOf(secret);
    if (prefix === undefined) throw new Error('the secret source made a secret that is not one');
    const key: ApiKeyRecord = {
      id: this.secrets.newId(),
      userId: userId.value,
      name: input.name,
      prefix,
      secretHash: this.secrets.hash(secret),
      scopes: [...new Set(input.scopes)],
      createdAt: this.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.store.insert(key);
    return ok({ key: apiKeyView(key), secret });
  }

  async mine(actor: Actor): Promise<Result<{ keys: ApiKeyView[] }, DomainError>> {
    const userId = requirePermission(actor, 'api.keys');
    if (userId.isErr()) return err(userId.error);
    return ok({ keys: (await this.store.keysOf(userId.value)).map(apiKeyView) });
  }

  async revoke(actor: Actor, keyId: string): Promise<Result<ApiKeyView, DomainError>> {
    const userId = requirePermission(actor, 'api.keys');
    if (userId.isErr()) return err(userId.error);
    const revoked = await this.store.revoke(keyId, userId.value, this.clock.now());
    return revoked === undefined ? err(domainError('API_KEY_NOT_FOUND', 'API key not found', { field: 'keyId' })) : ok(apiKeyView(revoked));
  }
}
