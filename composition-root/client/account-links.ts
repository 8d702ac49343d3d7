import type { AccountLinks } from '../../application/accounts/ports/index.ts';
import { requestSignInUnlockFx } from '../../ui/features/accounts/login/model.ts';
import { forgotPasswordFx, signUpFx } from '../../ui/features/accounts/signup/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Sign-up, 'Forgot password' and the unlock request (the login modal, on every page) bound to the account channel at start. */
export function bindAccountLinkHandlers(handlers: EffectHandlers, links: AccountLinks): EffectHandlers {
  return handlers
    .bind(signUpFx, unwrap((request) => links.signUp(request)))
    .bind(forgotPasswordFx, unwrap((email) => links.forgotPassword(email)))
    .bind(requestSignInUnlockFx, unwrap((email) => links.requestSignInUnlock(email)));
}
