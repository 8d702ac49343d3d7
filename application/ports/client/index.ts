/** Ports the browser's composition root binds: what the storefront's flows need from the outside. */
export type { AccountConnection, FavoriteLists, LoginGrant, PasswordCredentials } from './account-connection.ts';
