import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiKeyInput, ApiKeyView, CreatedApiKey } from '../../../../contracts/sellerapi/index.ts';
import { API_KEY_SCOPES, type ApiKeyScope, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn, $roleFlags } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * The API tab of /dashboard/account/api (bulk sellers and API-access
 * accounts): create a key with a name and scopes (its secret shown once, to
 * copy), the list of keys, revoke. Refusals are locale keys under `apiKeys.errors`.
 */

export const loadApiKeysFx = createEffect<void, { readonly keys: readonly ApiKeyView[] }, DomainError>();
export const createApiKeyFx = createEffect<ApiKeyInput, CreatedApiKey, DomainError>();
export const revokeApiKeyFx = createEffect<string, ApiKeyView, DomainError>();
export const copySecretFx = createEffect<string, void>();

export const keyNameChanged = createEvent<string>();
export const scopeToggled = createEvent<{ readonly scope: ApiKeyScope; readonly on: boolean }>();
export const createKeySubmitted = createEvent();
export const secretCopied = createEvent();
export const secretDismissed = createEvent();
export const revokeKeyClicked = createEvent<string>();

export type ApiKeysErrorKey = 'nameRequired' | 'scopeRequired' | 'limitReached' | 'failed';

/** Whether the account may hold keys: the tab is shown only then. */
export const $mayUseApi = $roleFlags.map((flags) => flags.isBulkSeller || flags.isApiAccess);

export const $keyName = createStore('', { sid: 'apiKeys/$keyName', serialize: 'ignore' })
  .on(keyNameChanged, (_, name) => name)
  .reset(createApiKeyFx.done);
/** Read-only by default: a key that can write must be asked for. */
export const $keyScopes = createStore<readonly ApiKeyScope[]>(['offers:read', 'orders:read'], { sid: 'apiKeys/$keyScopes', serialize: 'ignore' }).on(scopeToggled, (scopes, { scope, on }) =>
  API_KEY_SCOPES.filter((s) => (s === scope ? on : scopes.includes(s))),
);

export const $apiKeys = createStore<readonly ApiKeyView[] | null>(null, { sid: 'apiKeys/$apiKeys', serialize: 'ignore' })
  .on(loadApiKeysFx.doneData, (_, answer) => answer.keys)
  .on(createApiKeyFx.doneData, (keys, created) => [created.key, ...(keys ?? [])])
  .on(revokeApiKeyFx.doneData, (keys, revoked) => (keys ?? []).map((k) => (k.id === revoked.id ? revoked : k)))
  .reset($isLoggedIn.updates);
/** The secret just created: the only time it can be read, so it stays until dismissed. */
export const $newSecret = createStore<{ readonly name: string; readonly secret: string } | null>(null, { sid: 'apiKeys/$newSecret', serialize: 'ignore' })
  .on(createApiKeyFx.doneData, (_, created) => ({ name: created.key.name, secret: created.secret }))
  .reset([secretDismissed, $isLoggedIn.updates]);
export const $secretCopied = createStore(false, { sid: 'apiKeys/$secretCopied', serialize: 'ignore' }).on(copySecretFx.done, () => true).reset(createApiKeyFx.done, secretDismissed);

const problem = ({ name, scopes }: { name: string; scopes: readonly ApiKeyScope[] }): ApiKeysErrorKey | null =>
  name.trim() === '' ? 'nameRequired' : scopes.length === 0 ? 'scopeRequired' : null;
const errorKey = (error: DomainError): ApiKeysErrorKey => (error.code === 'API_KEY_LIMIT_REACHED' ? 'limitReached' : 'failed');

const $form = combine({ name: $keyName, scopes: $keyScopes });
const refused = sample({ clock: createKeySubmitted, source: $form, filter: (form) => problem(form) !== null });
sample({ clock: createKeySubmitted, source: $form, filter: (form) => problem(form) === null, fn: (form): ApiKeyInput => ({ name: form.name.trim(), scopes: [...form.scopes] }), target: createApiKeyFx });

export const $apiKeysError = createStore<ApiKeysErrorKey | null>(null, { sid: 'apiKeys/$apiKeysError', serialize: 'ignore' })
  .on(refused, (_, form) => problem(form))
  .on([createApiKeyFx.failData, revokeApiKeyFx.failData, loadApiKeysFx.failData], (_, error) => errorKey(error))
  .reset([createApiKeyFx, revokeApiKeyFx]);
export const $creating = createApiKeyFx.pending;
/** The key being revoked, so only its button waits. */
export const $revokingKey = createStore<string | null>(null, { sid: 'apiKeys/$revokingKey', serialize: 'ignore' })
  .on(revokeApiKeyFx, (_, id) => id)
  .reset(revokeApiKeyFx.finally);

sample({ clock: revokeKeyClicked, target: revokeApiKeyFx });
sample({ clock: secretCopied, source: $newSecret, filter: Boolean, fn: (shown) => shown.secret, target: copySecretFx });

/** The tab is on screen for an account that may hold keys. */
const $apiTabShown = combine($page, $isLoggedIn, $mayUseApi, (page, loggedIn, may) => loggedIn && may && page.name === 'dashboardAccount' && page.params['tab']?.toLowerCase() === 'api');
sample({ clock: $apiTabShown.updates, filter: Boolean, fn: () => undefined, target: loadApiKeysFx });
