import type { AccountLinks } from '../../application/accounts/ports/index.ts';
import { requestSignInUnlockFx } from '../../ui/features/accounts/login/model.ts';
import { forgotPasswordFx, signUpFx } from '../../ui/features/accounts/signup/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Sign-up and 'Forgot password' (the sign-in dialog and the mailed-link pages) bound to the account channel. */
export function bindAccountLinkHandlers(handlers: EffectHandlers, links: AccountLinks): EffectHandlers {
  return handlers.bind(signUpFx, unwrap((request) => links.signUp(request))).bind(forgotPasswordFx, unwrap((email) => links.forgotPassword(email)));
}

/** The unlock request a refused sign-in offers (the login model, in the shell) bound to the account channel. */
export function bindSignInUnlockHandler(handlers: EffectHandlers, links: AccountLinks): EffectHandlers {
  return handlers.bind(requestSignInUnlockFx, unwrap((email) => links.requestSignInUnlock(email)));
}
