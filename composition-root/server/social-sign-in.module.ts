import { hkdfSync } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { SocialSignIn } from '../../application/accounts/social-sign-in.ts';
import type { SocialProvider } from '../../domain/index.ts';
import { DiscordOAuth } from '../../adapters/server/accounts/social/discord-oauth.ts';
import type { SocialProviderClient } from '../../adapters/server/accounts/social/provider-client.ts';
import { StateSeal } from '../../adapters/server/accounts/social/state-cookie.ts';
import { SteamOpenId } from '../../adapters/server/accounts/social/steam-openid.ts';
import { SqlLinkedIdentities } from '../../adapters/server/persistence/accounts/sql-linked-identities.ts';
import type { Config } from '../config.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { SHARED } from './shared.module.ts';

export const SOCIAL = {
  /** Only the providers the configuration turns on (none by default). */
  Providers: Symbol.for('social.Providers') as ServiceIdentifier<ReadonlyMap<SocialProvider, SocialProviderClient>>,
  SignIn: Symbol.for('social.SignIn') as ServiceIdentifier<SocialSignIn>,
  StateSeal: Symbol.for('social.StateSeal') as ServiceIdentifier<StateSeal>,
} as const;

/** Steam when STEAM_OPENID_URL is set; Discord when its client id and secret are. */
export function socialProvidersOf(config: Config, publicUrl: () => string): Map<SocialProvider, SocialProviderClient> {
  const providers = new Map<SocialProvider, SocialProviderClient>();
  if (config.STEAM_OPENID_URL !== undefined) {
    providers.set('steam', new SteamOpenId({ opUrl: config.STEAM_OPENID_URL, apiKey: config.STEAM_API_KEY, apiUrl: config.STEAM_API_URL, realm: publicUrl }));
  }
  if (config.DISCORD_CLIENT_ID !== undefined && config.DISCORD_CLIENT_SECRET !== undefined) {
    providers.set(
      'discord',
      new DiscordOAuth({
        clientId: config.DISCORD_CLIENT_ID,
        clientSecret: config.DISCORD_CLIENT_SECRET,
        authorizeUrl: config.DISCORD_AUTHORIZE_URL,
        tokenUrl: config.DISCORD_TOKEN_URL,
        apiUrl: config.DISCORD_API_URL,
      }),
    );
  }
  return providers;
}

/** Sign in with Steam and Discord (issue 15 part 4). */
export const socialSignInModule = new ContainerModule(({ bind }) => {
  bind(SOCIAL.Providers).toDynamicValue((ctx) => {
    const address = ctx.get(SHARED.PublicAddress);
    return socialProvidersOf(ctx.get(SHARED.Config), () => address.url());
  });
  bind(SOCIAL.SignIn).toDynamicValue((ctx) => new SocialSignIn(ctx.get(ACCOUNTS.Deps), new SqlLinkedIdentities(ctx.get(SHARED.Database))));
  // Every process shares ORDER_CREDENTIALS_KEY, so any of them opens the cookie another sealed; HKDF keeps this key distinct from the credentials'.
  bind(SOCIAL.StateSeal).toDynamicValue((ctx) => {
    const secret = Buffer.from(ctx.get(SHARED.Config).ORDER_CREDENTIALS_KEY, 'hex');
    return new StateSeal(Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'social-sign-in-state', 32)));
  });
});
