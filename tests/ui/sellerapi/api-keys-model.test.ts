import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiKeyInput, ApiKeyView } from '../../../contracts/sellerapi/index.ts';
import { domainError, type PublicUser } from '../../../domain/index.ts';
import { $session, $user } from '../../../ui/features/accounts/session/model.ts';
import { pageResolved, type CurrentPage } from '../../../ui/features/shared/page/model.ts';
import {
  $apiKeys,
  $apiKeysError,
  $mayUseApi,
  $newSecret,
  $secretCopied,
  copySecretFx,
  createApiKeyFx,
  createKeySubmitted,
  keyNameChanged,
  loadApiKeysFx,
  revokeApiKeyFx,
  revokeKeyClicked,
  scopeToggled,
  secretCopied,
  secretDismissed,
} from '../../../ui/features/sellerapi/api-keys/model.ts';

const API_PAGE: CurrentPage = { name: 'dashboardAccount', layout: 'default', params: { tab: 'api' }, pathname: '/dashboard/account/api', search: '', status: 200 };
const user = (roles: string[]) => ({ id: 'u1', roles, emails: [] }) as unknown as PublicUser;
const key = (id: string, name: string, revokedAt: string | null = null): ApiKeyView => ({
  id,
  name,
  prefix: 'igm_AbCd1234',
  scopes: ['offers:read'],
  createdAt: '2026-11-27T10:00:00Z',
  lastUsedAt: null,
  revokedAt,
});

function browser(roles: string[], create: (input: ApiKeyInput) => Promise<{ key: ApiKeyView; secret: string }> = (input) => Promise.resolve({ key: key('k2', input.name), secret: 'igm_secret' })) {
  const calls: { effect: string; params: unknown }[] = [];
  const scope = fork({
    values: [
      [$session, { status: 'loggedIn', userId: 'u1', user: null }],
      [$user, user(roles)],
    ],
    handlers: [
      [loadApiKeysFx, () => (calls.push({ effect: 'load', params: undefined }), { keys: [key('k1', 'Old sync')] })],
      [createApiKeyFx, (input: ApiKeyInput) => (calls.push({ effect: 'create', params: input }), create(input))],
      [revokeApiKeyFx, (id: string) => (calls.push({ effect: 'revoke', params: id }), key(id, 'Old sync', '2026-11-27T11:00:00Z'))],
      [copySecretFx, (secret: string) => void calls.push({ effect: 'copy', params: secret })],
    ],
  });
  return { scope, calls };
}

describe('the account page API tab', () => {
  it('is offered to bulk sellers and API-access accounts only, and lists the keys when opened', async () => {
    expect(browser(['SELLER']).scope.getState($mayUseApi)).toBe(false);
    expect(browser(['API_ACCESS']).scope.getState($mayUseApi)).toBe(true);
    const { scope, calls } = browser(['SELLER', 'BULK_SELLER']);
    expect(scope.getState($mayUseApi)).toBe(true);
    await allSettled(pageResolved, { scope, params: API_PAGE });
    expect(calls.map((c) => c.effect)).toEqual(['load']);
    expect(scope.getState($apiKeys)?.map((k) => k.name)).toEqual(['Old sync']);
  });

  it('creates a key with the chosen scopes, shows its secret once to copy, and forgets it on dismiss', async () => {
    const { scope, calls } = browser(['BULK_SELLER']);
    await allSettled(pageResolved, { scope, params: API_PAGE });
    await allSettled(keyNameChanged, { scope, params: '  Warehouse  ' });
    await allSettled(scopeToggled, { scope, params: { scope: 'offers:write', on: true } });
    await allSettled(scopeToggled, { scope, params: { scope: 'orders:read', on: false } });
    await allSettled(createKeySubmitted, { scope });
    expect(calls.find((c) => c.effect === 'create')?.params).toEqual({ name: 'Warehouse', scopes: ['offers:read', 'offers:write'] });
    expect(scope.getState($newSecret)).toEqual({ name: 'Warehouse', secret: 'igm_secret' });
    expect(scope.getState($apiKeys)?.map((k) => k.name)).toEqual(['Warehouse', 'Old sync']);
    await allSettled(secretCopied, { scope });
    expect(calls.at(-1)).toEqual({ effect: 'copy', params: 'igm_secret' });
    expect(scope.getState($secretCopied)).toBe(true);
    await allSettled(secretDismissed, { scope });
    expect(scope.getState($newSecret)).toBeNull();
  });

  it('asks for a name and a scope before calling the server, and says when the key limit is reached', async () => {
    const { scope, calls } = browser(['BULK_SELLER'], () => Promise.reject(domainError('API_KEY_LIMIT_REACHED', 'too many')));
    await allSettled(createKeySubmitted, { scope });
    expect(scope.getState($apiKeysError)).toBe('nameRequired');
    await allSettled(keyNameChanged, { scope, params: 'Sync' });
    await allSettled(scopeToggled, { scope, params: { scope: 'offers:read', on: false } });
    await allSettled(scopeToggled, { scope, params: { scope: 'orders:read', on: false } });
    await allSettled(createKeySubmitted, { scope });
    expect(scope.getState($apiKeysError)).toBe('scopeRequired');
    expect(calls.filter((c) => c.effect === 'create')).toEqual([]);
    await allSettled(scopeToggled, { scope, params: { scope: 'orders:write', on: true } });
    await allSettled(createKeySubmitted, { scope });
    expect(scope.getState($apiKeysError)).toBe('limitReached');
  });

  it('revoking marks the key revoked in the list', async () => {
    const { scope } = browser(['BULK_SELLER']);
    await allSettled(pageResolved, { scope, params: API_PAGE });
    await allSettled(revokeKeyClicked, { scope, params: 'k1' });
    expect(scope.getState($apiKeys)?.[0]?.revokedAt).toBe('2026-11-27T11:00:00Z');
  });
});
