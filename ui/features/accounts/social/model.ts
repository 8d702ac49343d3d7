import { createEffect, createStore, sample } from 'effector';
import type { AuthProviders } from '../../../../contracts/accounts/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { appHydrated, $hydrated } from '../../shared/app/model.ts';
import { $loginModal } from '../login/model.ts';

/*
 * The "Sign in with Steam / Discord" buttons (issue 15 part 4): the server
 * says which providers it has configured (`authProviders`), asked once when
 * the login modal first opens; only those buttons show. Each button is a
 * plain link to `/api/auth/{provider}/start`: the browser leaves for the
 * provider and comes back to /auth/steamAuth or /auth/discordAuth (the links
 * model tells the outcome there).
 */

const NONE: AuthProviders = { steam: false, discord: false };

export const loadAuthProvidersFx = createEffect<void, AuthProviders, DomainError>();

export const $authProviders = createStore<AuthProviders>(NONE, { sid: 'social/$authProviders', serialize: 'ignore' }).on(loadAuthProvidersFx.doneData, (_, providers) => providers);
/** Asked once per page load (a failed ask is retried at the next opening). */
const $asked = createStore(false, { sid: 'social/$asked', serialize: 'ignore' })
  .on(loadAuthProvidersFx.done, () => true)
  .reset(loadAuthProvidersFx.fail);

/** Asked in the browser only (a page rendered on the server with the modal open asks once live). */

sample({
  clock: [$loginModal, appHydrated],
  source: { modal: $loginModal, hydrated: $hydrated, asked: $asked, pending: loadAuthProvidersFx.pending },
  filter: ({ modal, hydrated, asked, pending }) => modal.open && hydrated && !asked && !pending,
  target: loadAuthProvidersFx,
});
