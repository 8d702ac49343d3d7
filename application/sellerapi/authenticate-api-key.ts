import { err, ok, type Result } from 'neverthrow';
import { apiKeyPrefixOf, can, domainError, FORBIDDEN_MESSAGE, scopeAllows, signedInUserId, type Actor, type ApiKeyScope, type DomainError } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ApiKeySecrets, ApiKeyStore, KeyOwners } from './ports/index.ts';

/** How often a key's "last used" is written: a bulk integration calling in a loop should not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** The caller behind a key: its owner as an actor (for the use cases) and the key's id (for the rate limit). */
export interface KeyCaller {
  readonly keyId: string;
  readonly actor: Actor;
}

const unauthenticated = (message: string) => err(domainError('UNAUTHENTICATED', message));

/**
 * Turns `Authorization: Bearer <secret>` into the key's owner. A missing,
 * unknown or revoked key, or one whose owner is banned or gone, is
 * UNAUTHENTICATED (401); a key without the route's scope, or whose owner no
 * longer holds `api.keys`, is FORBIDDEN (403). The owner's roles are read
 * now, so a role taken away stops the key at once.
 */
export class AuthenticateApiKey {
  constructor(
    private readonly store: ApiKeyStore,
    private readonly secrets: ApiKeySecrets,
    private readonly owners: KeyOwners,
    private readonly clock: Clock,
  ) {}

  async caller(secret: string | undefined, needed: ApiKeyScope): Promise<Result<KeyCaller, DomainError>> {
    if (secret === undefined || secret === '') return unauthenticated('An API key is required: Authorization: Bearer <key>');
    if (apiKeyPrefixOf(secret) === undefined) return unauthenticated('Unknown API key');
    const key = await this.store.byHash(this.secrets.hash(secret));
    if (key === undefined) return unauthenticated('Unknown API key');
    if (key.revokedAt !== null) return unauthenticated('This API key was revoked');
    const actor = await this.owners.actorOf(key.userId);
    if (signedInUserId(actor) === null) return unauthenticated('This API key was revoked');
    if (!can(actor, 'api.keys') || !scopeAllows(key.scopes, needed)) {
      return err(domainError('FORBIDDEN', FORBIDDEN_MESSAGE, { scope: needed }));
    }
    const now = this.clock.now();
    if (key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await this.store.touch(key.id, now);
    return ok({ keyId: key.id, actor });
  }
}
