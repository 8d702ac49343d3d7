import type { AccountLinks } from '../../application/accounts/ports/index.ts';
import { completeLinkTwoFactorFx, loginWithLinkFx, resetPasswordFx, verifyEmailFx } from '../../ui/features/accounts/links/model.ts';
import { forgotPasswordFx, signUpFx } from '../../ui/features/accounts/signup/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Sign-up, 'Forgot password' and the mailed-link pages bound to the account channel. */
export function bindAccountLinkHandlers(handlers: EffectHandlers, links: AccountLinks): EffectHandlers {
  return handlers
    .bind(signUpFx, unwrap((request) => links.signUp(request)))
    .bind(forgotPasswordFx, unwrap((email) => links.forgotPassword(email)))
    .bind(verifyEmailFx, unwrap((token) => links.verifyEmail(token)))
    .bind(loginWithLinkFx, unwrap((token) => links.loginWithLink(token)))
    .bind(resetPasswordFx, unwrap(({ token, password }) => links.resetPassword(token, password)))
    .bind(completeLinkTwoFactorFx, unwrap((request) => links.completeTwoFactor(request)));
}
