import openid, { type RelyingParty } from 'openid';
import { err, ok, type Result } from 'neverthrow';
import { steamIdOfClaimedId } from '../../../../domain/index.ts';
import type { OutsideIdentity } from '../../../../application/accounts/social-sign-in.ts';
import type { ProviderRefusal, SocialProviderClient } from './provider-client.ts';

export interface SteamSettings {
  /** The OP identifier, `https://steamcommunity.com/openid`; its endpoint is `{opUrl}/login`. */
  readonly opUrl: string;
  /** A Steam Web API key for the persona name; without one the SteamID names the new account. */
  readonly apiKey?: string | undefined;
  readonly apiUrl: string;
  /** The site's own address (the OpenID realm). */
  readonly realm: () => string;
}

/**
 * Sign in through Steam, OpenID 2.0 with node-openid in stateless mode: the
 * browser goes to Steam's login page, comes back with a signed assertion,
 * and node-openid asks Steam (`check_authentication`) whether Steam signed it.
 * The state rides in the return URL, which node-openid checks the assertion
 * was made for. Before that, the endpoint and claimed ID must be Steam's own.
 */
export class SteamOpenId implements SocialProviderClient {
  readonly provider = 'steam' as const;
  constructor(private readonly settings: SteamSettings) {}

  private party(state: string, callbackUrl: string): RelyingParty {
    const returnUrl = `${callbackUrl}?state=${encodeURIComponent(state)}`;
    return new openid.RelyingParty(returnUrl, this.settings.realm(), true, true, []);
  }

  begin(state: string, callbackUrl: string): Promise<Result<{ url: string; verifier: string }, ProviderRefusal>> {
    return new Promise((resolve) => {
      this.party(state, callbackUrl).authenticate(this.settings.opUrl, false, (error, url) => {
        resolve(error === null && url !== null ? ok({ url, verifier: '' }) : err('unavailable'));
      });
    });
  }

  async finish(answer: URL, expected: { readonly state: string; readonly callbackUrl: string }): Promise<Result<OutsideIdentity, ProviderRefusal>> {
    const params = answer.searchParams;
    if (params.get('openid.mode') === 'cancel') return err('cancelled');
    const opUrl = this.settings.opUrl.replace(/\/+$/, '');
    const steamId = steamIdOfClaimedId(params.get('openid.claimed_id') ?? '', opUrl);
    if (steamId === null || params.get('openid.op_endpoint') !== `${opUrl}/login`) return err('failed');
    const verified = await new Promise<boolean>((resolve) => {
      this.party(expected.state, expected.callbackUrl).verifyAssertion(answer.toString(), (error, result) => {
        resolve(error === null && result?.authenticated === true && result.claimedIdentifier === params.get('openid.claimed_id'));
      });
    });
    if (!verified) return err('failed');
    return ok({ provider: 'steam', providerUserId: steamId, displayName: (await this.personaName(steamId)) ?? steamId, emailVerified: false });
  }

  /** The public persona name, when an API key is configured and Steam answers. */
  private async personaName(steamId: string): Promise<string | null> {
    const { apiKey, apiUrl } = this.settings;
    if (apiKey === undefined) return null;
    try {
      const url = new URL('/ISteamUser/GetPlayerSummaries/v2/', apiUrl);
      url.searchParams.set('key', apiKey);
      url.searchParams.set('steamids', steamId);
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) return null;
      const body = (await response.json()) as { response?: { players?: { personaname?: unknown }[] } };
      const name = body.response?.players?.[0]?.personaname;
      return typeof name === 'string' && name.trim() !== '' ? name : null;
    } catch {
      return null;
    }
  }
}
