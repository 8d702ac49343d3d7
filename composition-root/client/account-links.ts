import type { AccountLinks, LinkTwoFactorRequest } from '../../application/accounts/ports/index.ts';
import { completeLinkTwoFactorFx, loginWithLinkFx, resetPasswordFx, unlockSignInFx, verifyEmailFx } from '../../ui/features/accounts/links/model.ts';
import { requestSignInUnlockFx } from '../../ui/features/accounts/login/model.ts';
import { forgotPasswordFx, signUpFx } from '../../ui/features/accounts/signup/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import { keepingSessionCookie } from './accounts.ts';

/**
 * Sign-up, 'Forgot password', the unlock request and the mailed-link pages bound to the account channel; a link's
 * session goes straight into the HttpOnly cookie (the unlock link grants none, so it needs no cookie).
 */
export function bindAccountLinkHandlers(handlers: EffectHandlers, links: AccountLinks): EffectHandlers {
  return handlers
    .bind(signUpFx, unwrap((request) => links.signUp(request)))
    .bind(forgotPasswordFx, unwrap((email) => links.forgotPassword(email)))
    .bind(verifyEmailFx, unwrap(keepingSessionCookie((token: string) => links.verifyEmail(token))))
    .bind(loginWithLinkFx, unwrap(keepingSessionCookie((token: string) => links.loginWithLink(token))))
    .bind(resetPasswordFx, unwrap(keepingSessionCookie(({ token, password }: { token: string; password: string }) => links.resetPassword(token, password))))
    .bind(completeLinkTwoFactorFx, unwrap(keepingSessionCookie((request: LinkTwoFactorRequest) => links.completeTwoFactor(request))))
    .bind(requestSignInUnlockFx, unwrap((email) => links.requestSignInUnlock(email)))
    .bind(unlockSignInFx, unwrap((token) => links.unlockSignIn(token)));
}
