import * as v from 'valibot';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../domain/index.ts';
import { ddpMethod } from '../shared/index.ts';

/*
 * Sign in with Steam or Discord (issue 15 part 4). The login modal links to
 * `GET /api/auth/{provider}/start?returnTo=/the/page`, which sends the browser to the provider;
 * the provider sends it back to `GET /api/auth/{provider}/callback`, which
 * verifies the answer, sets the session cookie and lands on the provider's
 * page (/auth/steamAuth, /auth/discordAuth) with the outcome in its query,
 * and that page returns the browser to `returnTo`.
 */

/**
 * Where a sign-in returns the browser once it is signed in: a path on this
 * site (never another origin: no `//` or `/\` start, no scheme) and not an
 * /api or /auth address, which would be no page to return to.
 */
export const ReturnToPath = v.pipe(v.string(), v.maxLength(512), v.regex(/^\/(?![/\\]|api(?:[/?#]|$)|auth(?:[/?#]|$))[^\s]*$/, 'must be a path on this site'));

/** The page to come back to when it may be returned to, else null (a client check; the server checks with the same schema). */
export function returnToOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return v.is(ReturnToPath, value) ? value : null;
}

/** `?returnTo=` of the start route. */
export const SocialStartQuery = v.object({ returnTo: v.optional(ReturnToPath) });

export const socialStartPath = (provider: SocialProvider, returnTo?: string | null): string => {
  const back = returnToOf(returnTo);
  return `/api/auth/${provider}/start${back === null ? '' : `?${new URLSearchParams({ returnTo: back }).toString()}`}`;
};
export const socialCallbackPath = (provider: SocialProvider): string => `/api/auth/${provider}/callback`;
export const SOCIAL_PAGE_PATHS: Readonly<Record<SocialProvider, string>> = { steam: '/auth/steamAuth', discord: '/auth/discordAuth' };

export const SocialProviderParams = v.object({ provider: v.picklist(SOCIAL_PROVIDERS, 'must be steam or discord') });

/** Why a social sign-in ended without a session, as its page tells it. */
export const SOCIAL_FAILURES = ['cancelled', 'state', 'disabled', 'failed', 'unavailable', 'off'] as const;
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];

/**
 * The page's query: `signedIn=1` (the session cookie is set), `ticket=…`
 * (2FA on: the code step of a mailed sign-in link, `completeLinkTwoFactor`),
 * or `error=…`.
 */
export const SocialOutcomeQuery = v.object({
  signedIn: v.optional(v.literal('1')),
  ticket: v.optional(v.pipe(v.string(), v.maxLength(200))),
  error: v.optional(v.picklist(SOCIAL_FAILURES)),
  returnTo: v.optional(ReturnToPath),
});

/** `authProviders()`: which sign-in providers this server has configured, so the modal shows only their buttons. */
export const AuthProvidersMethod = ddpMethod('authProviders', v.tuple([]), v.object({ steam: v.boolean(), discord: v.boolean() }));
export type AuthProviders = v.InferOutput<typeof AuthProvidersMethod.result>;
