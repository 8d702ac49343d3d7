import { fetchAuthProviders } from '../../adapters/client/accounts/ddp-auth-providers.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { loadAuthProvidersFx } from '../../ui/features/accounts/social/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The login modal's social sign-in buttons learn which providers are on over DDP. */
export function bindSocialSignInHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  return handlers.bind(loadAuthProvidersFx, unwrap(() => fetchAuthProviders(channel)));
}
