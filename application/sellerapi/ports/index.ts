import type { Actor, ApiKeyScope } from '../../../domain/index.ts';

/** The ports of the seller API's keys. */

/** A key as stored: never the secret, only its hash. */
export interface ApiKeyRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly prefix: string;
  readonly secretHash: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

export interface ApiKeyStore {
  insert(key: ApiKeyRecord): Promise<void>;
  /** The owner's keys, newest first. */
  keysOf(userId: string): Promise<readonly ApiKeyRecord[]>;
  /** How many unrevoked keys the owner holds. */
  liveCount(userId: string): Promise<number>;
  /** The key with this secret hash, revoked or not. */
  byHash(secretHash: string): Promise<ApiKeyRecord | undefined>;
  /** Marks the owner's key revoked (keeping the first revocation time); undefined when it is not theirs. */
  revoke(id: string, userId: string, at: Date): Promise<ApiKeyRecord | undefined>;
  /** Records a use; callers throttle how often. */
  touch(id: string, at: Date): Promise<void>;
}

/** Where new secrets come from and how they are hashed (a fast hash: the secret already carries 256 random bits). */
export interface ApiKeySecrets {
  newId(): string;
  /** A fresh secret, `igm_` and 43 base64url characters. */
  newSecret(): string;
  hash(secret: string): string;
}

/** The key owner's account as it stands now (roles, bans): the accounts context's actor directory. */
export interface KeyOwners {
  actorOf(userId: string): Promise<Actor>;
}
