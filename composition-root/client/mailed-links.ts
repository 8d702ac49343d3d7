import type { AccountLinks, LinkTwoFactorRequest } from '../../application/accounts/ports/index.ts';
import { completeLinkTwoFactorFx, loginWithLinkFx, resetPasswordFx, unlockSignInFx, verifyEmailFx } from '../../ui/features/accounts/links/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import { keepingSessionCookie } from './accounts.ts';

/**
 * The mailed-link pages (bound when such a page loads) on the account channel; a link's session goes
 * straight into the HttpOnly cookie (the unlock link grants none, so it needs no cookie).
 */
export function bindMailedLinkHandlers(handlers: EffectHandlers, links: AccountLinks): EffectHandlers {
  return handlers
    .bind(verifyEmailFx, unwrap(keepingSessionCookie((token: string) => links.verifyEmail(token))))
    .bind(loginWithLinkFx, unwrap(keepingSessionCookie((token: string) => links.loginWithLink(token))))
    .bind(resetPasswordFx, unwrap(keepingSessionCookie(({ token, password }: { token: string; password: string }) => links.resetPassword(token, password))))
    .bind(completeLinkTwoFactorFx, unwrap(keepingSessionCookie((request: LinkTwoFactorRequest) => links.completeTwoFactor(request))))
    .bind(unlockSignInFx, unwrap((token) => links.unlockSignIn(token)));
}
