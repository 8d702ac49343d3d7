import * as client from 'openid-client';
import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { OutsideIdentity } from '../../../../application/accounts/social-sign-in.ts';
import type { ProviderRefusal, SocialProviderClient } from './provider-client.ts';

export interface DiscordSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  /** `/users/@me` is read under it. */
  readonly apiUrl: string;
}

/** The fields of Discord's `/users/@me` used here (`email` and `verified` come with the `email` scope). */
const DiscordUser = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,25}$/)),
  username: v.string(),
  global_name: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
  verified: v.optional(v.boolean()),
});

/**
 * Sign in through Discord: OAuth 2.0 authorization code with PKCE (S256) via
 * openid-client, which checks the state and sends the verifier with the code;
 * then `/users/@me` with the access token.
 */
export class DiscordOAuth implements SocialProviderClient {
  readonly provider = 'discord' as const;
  private readonly config: client.Configuration;

  constructor(private readonly settings: DiscordSettings) {
    this.config = new client.Configuration(
      { issuer: new URL(settings.authorizeUrl).origin, authorization_endpoint: settings.authorizeUrl, token_endpoint: settings.tokenUrl },
      settings.clientId,
      undefined,
      client.ClientSecretPost(settings.clientSecret),
    );
    // A local test provider (tests, development) answers over plain HTTP.
    if (new URL(settings.tokenUrl).protocol === 'http:') client.allowInsecureRequests(this.config);
  }

  async begin(state: string, callbackUrl: string): Promise<Result<{ url: string; verifier: string }, ProviderRefusal>> {
    const verifier = client.randomPKCECodeVerifier();
    const challenge = await client.calculatePKCECodeChallenge(verifier);
    const url = client.buildAuthorizationUrl(this.config, {
      redirect_uri: callbackUrl,
      scope: 'identify email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
    });
    return ok({ url: url.toString(), verifier });
  }

  async finish(answer: URL, expected: { readonly state: string; readonly verifier: string; readonly callbackUrl: string }): Promise<Result<OutsideIdentity, ProviderRefusal>> {
    if (answer.searchParams.get('error') === 'access_denied') return err('cancelled');
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(this.config, answer, { pkceCodeVerifier: expected.verifier, expectedState: expected.state }, { redirect_uri: expected.callbackUrl });
      accessToken = tokens.access_token;
    } catch (error) {
      return err(error instanceof TypeError ? 'unavailable' : 'failed');
    }
    try {
      const response = await client.fetchProtectedResource(this.config, accessToken, new URL(`${this.settings.apiUrl.replace(/\/+$/, '')}/users/@me`), 'GET');
      if (!response.ok) return err('failed');
      const user = v.safeParse(DiscordUser, await response.json());
      if (!user.success) return err('failed');
      const { id, username, global_name: globalName, email, verified } = user.output;
      return ok({ provider: 'discord', providerUserId: id, displayName: globalName ?? username, email: email ?? undefined, emailVerified: verified === true && typeof email === 'string' });
    } catch {
      return err('unavailable');
    }
  }
}
