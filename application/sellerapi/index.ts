/** The seller API: keys (create, list, revoke) and the key check in front of the REST routes. */
export { ManageApiKeys, apiKeyView } from './manage-api-keys.ts';
export { AuthenticateApiKey, type KeyCaller } from './authenticate-api-key.ts';
export type * from './ports/index.ts';
