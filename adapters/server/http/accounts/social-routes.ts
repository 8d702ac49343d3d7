import '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SocialSignIn } from '../../../../application/accounts/social-sign-in.ts';
import type { SocialProvider } from '../../../../domain/index.ts';
import { SOCIAL_PAGE_PATHS, SocialProviderParams, SocialStartQuery, socialCallbackPath, type SocialFailure } from '../../../../contracts/accounts/index.ts';
import type { SocialProviderClient } from '../../accounts/social/provider-client.ts';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_LIFETIME_SECONDS, type StateSeal } from '../../accounts/social/state-cookie.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';
import { cookieOptions, setSessionCookies } from './session-routes.ts';

export interface SocialRouteDeps {
  /** The configured providers only. */
  readonly providers: ReadonlyMap<SocialProvider, SocialProviderClient>;
  readonly signIn: SocialSignIn;
  readonly seal: StateSeal;
  /** The site's public address: the providers send the browser back to it. */
  readonly publicUrl: () => string;
}

/**
 * `GET /api/auth/{steam|discord}/start` sends the browser to the provider,
 * with a fresh state (and Discord's PKCE verifier) sealed in a 10-minute
 * HttpOnly cookie; `GET /api/auth/{provider}/callback` checks the state
 * against that cookie, has the provider's answer verified, signs in (or
 * links, or creates) the account, sets the session cookie, and lands on
 * /auth/steamAuth or /auth/discordAuth telling the outcome. A `returnTo`
 * page given at the start rides in the sealed cookie (so the provider never
 * sees or alters it) and is handed to the landing page, which goes there.
 */
export function registerSocialRoutes(app: FastifyInstance, deps: SocialRouteDeps): void {
  const providerOf = (request: FastifyRequest) => parseInput(SocialProviderParams, request.params, 'params');
  const callbackUrl = (provider: SocialProvider) => `${deps.publicUrl().replace(/\/+$/, '')}${socialCallbackPath(provider)}`;

  app.get('/api/auth/:provider/start', async (request, reply) => {
    const params = providerOf(request);
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(SocialStartQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const { provider } = params.value;
    const client = deps.providers.get(provider);
    if (client === undefined) return land(reply, provider, { error: 'off' });
    const state = randomBytes(24).toString('base64url');
    const returnTo = query.value.returnTo;
    const begun = await client.begin(state, callbackUrl(provider));
    if (begun.isErr()) return land(reply, provider, { error: begun.error });
    const sealed = deps.seal.seal({ provider, state, verifier: begun.value.verifier, expiresAt: Date.now() + STATE_LIFETIME_SECONDS * 1000, ...(returnTo === undefined ? {} : { returnTo }) });
    reply.setCookie(STATE_COOKIE, sealed, { ...cookieOptions(request, STATE_LIFETIME_SECONDS), path: STATE_COOKIE_PATH, httpOnly: true });
    return reply.header('cache-control', 'no-store').redirect(begun.value.url, 302);
  });

  app.get('/api/auth/:provider/callback', async (request, reply) => {
    const params = providerOf(request);
    if (params.isErr()) return sendDomainError(reply, params.error);
    const { provider } = params.value;
    const client = deps.providers.get(provider);
    if (client === undefined) return land(reply, provider, { error: 'off' });
    // The cookie is spent whatever happens: one answer per start.
    reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    const pending = deps.seal.open(request.cookies[STATE_COOKIE], new Date());
    const query = new URL(request.url, 'http://callback').search;
    const answer = new URL(`${callbackUrl(provider)}${query}`);
    if (answer.searchParams.get('error') === 'access_denied' || answer.searchParams.get('openid.mode') === 'cancel') return land(reply, provider, { error: 'cancelled' });
    if (pending === null || pending.provider !== provider || answer.searchParams.get('state') !== pending.state) return land(reply, provider, { error: 'state' });
    const identity = await client.finish(answer, { state: pending.state, verifier: pending.verifier, callbackUrl: callbackUrl(provider) });
    if (identity.isErr()) return land(reply, provider, { error: identity.error });
    const signedIn = await deps.signIn.execute(identity.value);
    if (signedIn.isOk()) {
      setSessionCookies(request, reply, signedIn.value.token, signedIn.value.tokenExpires);
      return land(reply, provider, { signedIn: '1', returnTo: pending.returnTo });
    }
    const ticket = signedIn.error.details?.['ticket'];
    if (signedIn.error.code === 'TWO_FACTOR_REQUIRED' && typeof ticket === 'string') return land(reply, provider, { ticket, returnTo: pending.returnTo });
    return land(reply, provider, { error: signedIn.error.code === 'USER_BANNED' ? 'disabled' : 'failed' });
  });
}

/** Lands on the provider's page with the outcome in its query. */
function land(reply: FastifyReply, provider: SocialProvider, outcome: { readonly signedIn?: '1'; readonly ticket?: string; readonly error?: SocialFailure; readonly returnTo?: string | undefined }): FastifyReply {
  const query = new URLSearchParams(Object.entries(outcome).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return reply.header('cache-control', 'no-store').redirect(`${SOCIAL_PAGE_PATHS[provider]}?${query.toString()}`, 302);
}
