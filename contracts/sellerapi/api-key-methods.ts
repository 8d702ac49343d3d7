import * as v from 'valibot';
import { API_KEY_SCOPES } from '../../domain/index.ts';
import { ddpMethod, list } from '../shared/index.ts';
import { methodId } from '../shopping/index.ts';

/*
 * The seller API's keys on the wire (DDP, the account page's API tab). Only
 * holders of `api.keys` (BULK_SELLER, API_ACCESS) may call them. The secret
 * is answered once, by `createApiKey`; the server keeps only its hash, so no
 * later call can show it again.
 */

export const ApiKeyScopeSchema = v.picklist(API_KEY_SCOPES, 'must be one of offers:read, offers:write, orders:read, orders:write');

/** A key as its owner sees it in the list: its name, scopes and the first characters of its secret. */
export const ApiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** `igm_` and the first 8 characters of the secret, to tell keys apart. */
  prefix: v.string(),
  scopes: list(ApiKeyScopeSchema),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKeyView = v.InferOutput<typeof ApiKeySchema>;

export const ApiKeyInputSchema = v.object({
  name: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(60, 'must be at most 60 characters')),
  scopes: v.pipe(v.array(ApiKeyScopeSchema), v.minLength(1, 'must hold at least one scope'), v.maxLength(API_KEY_SCOPES.length)),
});
export type ApiKeyInput = v.InferOutput<typeof ApiKeyInputSchema>;

/** `createApiKey`: a new key; the answer holds its secret, shown this once. */
export const CreateApiKeyMethod = ddpMethod('createApiKey', v.tuple([ApiKeyInputSchema]), v.object({ key: ApiKeySchema, secret: v.string() }));
export type CreatedApiKey = v.InferOutput<typeof CreateApiKeyMethod.result>;

/** `myApiKeys`: the caller's keys, newest first, revoked ones included (marked). */
export const MyApiKeysMethod = ddpMethod('myApiKeys', v.tuple([]), v.object({ keys: list(ApiKeySchema) }));

/** `revokeApiKey`: the key stops working at once; revoking twice is harmless. */
export const RevokeApiKeyMethod = ddpMethod('revokeApiKey', v.tuple([v.object({ keyId: methodId })]), ApiKeySchema);
