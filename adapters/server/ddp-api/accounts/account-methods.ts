import { err, ok, type Result } from 'neverthrow';
import type { LoginResult } from '../../../../application/accounts/deps.ts';
import type { CheckTwoFactor, LoginWithPassword, LoginWithResumeToken, Logout } from '../../../../application/accounts/sign-in.ts';
import type { Register } from '../../../../application/accounts/registration.ts';
import type { LoginWithLink, RequestAccountLink, ResetPassword, VerifyEmail } from '../../../../application/accounts/email-links.ts';
import type { RequestSignInUnlock, UnlockSignIn } from '../../../../application/accounts/sign-in-unlock.ts';
import type { CompleteLinkTwoFactor } from '../../../../application/accounts/link-two-factor.ts';
import type { NewPassword } from '../../../../application/accounts/new-password.ts';
import type { NoteSessionClient } from '../../../../application/accounts/account-security.ts';
import type { BeginTwoFactorSetup, ConfirmTwoFactor, DisableTwoFactor } from '../../../../application/accounts/two-factor-setup.ts';
import { AFFILIATE_COOKIE, type DomainError } from '../../../../domain/index.ts';
import { passwordDigest } from '../../accounts/password-digest.ts';
import { cookieFromHeader } from '../../accounts/session-cookie.ts';
import type { MethodContext, MethodHandler } from '../../ddp/index.ts';
import type { ConnectionSubscriptions } from './connection-subscriptions.ts';
import type { ConnectionTokens } from './connection-tokens.ts';
import { resumeFromCookie } from './cookie-resume.ts';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { actorMethod } from '../shared/actor-method.ts';
import { defineMethod } from '../shared/define-method.ts';
import {
  BeginTwoFactorMethod,
  CheckTwoFactorMethod,
  CompleteLinkTwoFactorMethod,
  CreateUserMethod,
  DisableTwoFactorMethod,
  EnableTwoFactorMethod,
  ForgotPasswordMethod,
  LoginMethod,
  LoginWithLinkMethod,
  LogoutMethod,
  RequestLoginLinkMethod,
  RequestSignInUnlockMethod,
  UnlockSignInMethod,
  ResetPasswordMethod,
  VerifyEmailMethod,
  type Password,
} from '../../../../contracts/accounts/index.ts';

export interface AccountUseCases {
  readonly loginWithPassword: LoginWithPassword;
  readonly loginWithResume: LoginWithResumeToken;
  readonly logout: Logout;
  readonly checkTwoFactor: CheckTwoFactor;
  readonly register: Register;
  readonly verifyEmail: VerifyEmail;
  readonly requestPasswordReset: RequestAccountLink;
  readonly requestLoginLink: RequestAccountLink;
  readonly resetPassword: ResetPassword;
  readonly loginWithLink: LoginWithLink;
  readonly requestSignInUnlock: RequestSignInUnlock;
  readonly unlockSignIn: UnlockSignIn;
  readonly completeLinkTwoFactor: CompleteLinkTwoFactor;
  readonly beginTwoFactor: BeginTwoFactorSetup;
  readonly confirmTwoFactor: ConfirmTwoFactor;
  readonly disableTwoFactor: DisableTwoFactor;
  readonly noteSessionClient: NoteSessionClient;
}

export function digestOf(p: Password): string {
  return typeof p === 'string' ? passwordDigest(p) : p.digest.toLowerCase();
}

/** A password being set: the length rule can be checked only when the client sent the text. */
export function newPasswordOf(p: Password): NewPassword {
  return typeof p === 'string' ? { digest: passwordDigest(p), plain: p } : { digest: p.digest.toLowerCase() };
}

/**
 * The DDP methods of sign-in, sign-up, mailed links and 2FA, named as
 * Meteor's accounts packages name them. The 2FA methods act for the call's
 * actor; the others sign someone in, so there is no actor to ask yet.
 */
export function accountMethods(
  useCases: AccountUseCases,
  tokens: ConnectionTokens,
  subscriptions: ConnectionSubscriptions,
  actors: ActorDirectory,
): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  /** A successful login binds the connection to the user (and remembers the token for `logout`). */
  const loggedIn = async (ctx: MethodContext, result: Result<LoginResult, DomainError>) => {
    if (result.isErr()) return err(result.error);
    ctx.setUserId(result.value.id);
    tokens.set(ctx.connectionId, result.value.token);
    ctx.onClose(() => tokens.forget(ctx.connectionId));
    // Labels the session in the owner's sessions list (which browser, from where).
    await useCases.noteSessionClient.execute(result.value.token, { userAgent: ctx.httpHeaders['user-agent'] ?? null, address: ctx.clientAddress });
    return ok(result.value);
  };

  return new Map<string, MethodHandler>([
    [
      'login',
      defineMethod(LoginMethod.params, async (ctx, [request]) => {
        if ('resumeFromCookie' in request) {
          const result = await resumeFromCookie(ctx, useCases.loginWithResume);
          if (result.isErr()) ctx.setUserId(null);
          // The token stays in the cookie: the answer leaves it out, so no script ever sees it.
          return (await loggedIn(ctx, result)).map(({ id, tokenExpires }) => ({ id, tokenExpires }));
        }
        if ('resume' in request) {
          const result = await useCases.loginWithResume.execute(request.resume);
          if (result.isErr()) ctx.setUserId(null);
          return loggedIn(ctx, result);
        }
        const twoFactorCode = request.code ?? request.twoFactorCode;
        return loggedIn(
          ctx,
          await useCases.loginWithPassword.execute({ email: request.user.email, passwordDigest: digestOf(request.password), twoFactorCode, clientAddress: ctx.clientAddress }),
        );
      }),
    ],
    [
      'logout',
      defineMethod(LogoutMethod.params, async (ctx) => {
        const result = await useCases.logout.execute(tokens.take(ctx.connectionId));
        ctx.setUserId(null);
        subscriptions.stopAll(ctx.connectionId);
        return result;
      }),
    ],
    [
      'check2FA',
      defineMethod(CheckTwoFactorMethod.params, async (ctx, [p]) =>
        useCases.checkTwoFactor.execute({ email: p.email, passwordDigest: digestOf(p.password), twoFactorCode: p.twoFactorCode, clientAddress: ctx.clientAddress }),
      ),
    ],
    [
      'createUser',
      // Sign-up signs no one in: the mailed verification link does (issue 11, finding 5).
      // The `affiliate` cookie of the connection's upgrade request makes the new account that affiliate's sign-up.
      defineMethod(CreateUserMethod.params, async (ctx, [p]) => {
        const affiliateCode = cookieFromHeader(ctx.httpHeaders['cookie'], AFFILIATE_COOKIE);
        return useCases.register.execute({ email: p.email, username: p.username, password: newPasswordOf(p.password), ...(affiliateCode === undefined ? {} : { affiliateCode }) });
      }),
    ],
    ['verifyEmail', defineMethod(VerifyEmailMethod.params, async (ctx, [t]) => loggedIn(ctx, await useCases.verifyEmail.execute(t)))],
    ['forgotPassword', defineMethod(ForgotPasswordMethod.params, async (_ctx, [p]) => useCases.requestPasswordReset.execute(p.email))],
    ['requestLoginLink', defineMethod(RequestLoginLinkMethod.params, async (_ctx, [p]) => useCases.requestLoginLink.execute(p.email))],
    [
      'resetPassword',
      defineMethod(ResetPasswordMethod.params, async (ctx, [t, p]) => {
        // The reset closes every connection on an old token; this one is answered and signed in anew instead.
        const previous = tokens.take(ctx.connectionId);
        const result = await useCases.resetPassword.execute(t, newPasswordOf(p));
        if (result.isErr() && previous !== null) tokens.set(ctx.connectionId, previous);
        return loggedIn(ctx, result);
      }),
    ],
    ['loginWithLink', defineMethod(LoginWithLinkMethod.params, async (ctx, [t]) => loggedIn(ctx, await useCases.loginWithLink.execute(t)))],
    ['requestSignInUnlock', defineMethod(RequestSignInUnlockMethod.params, async (_ctx, [p]) => useCases.requestSignInUnlock.execute(p.email))],
    ['unlockSignIn', defineMethod(UnlockSignInMethod.params, async (_ctx, [t]) => useCases.unlockSignIn.execute(t))],
    [
      'completeLinkTwoFactor',
      defineMethod(CompleteLinkTwoFactorMethod.params, async (ctx, [p]) => {
        // A reset finished by its code closes every connection on an old token, as above.
        const previous = p.password === undefined ? null : tokens.take(ctx.connectionId);
        const result = await useCases.completeLinkTwoFactor.execute({
          ticket: p.ticket,
          twoFactorCode: p.twoFactorCode,
          password: p.password === undefined ? undefined : newPasswordOf(p.password),
          clientAddress: ctx.clientAddress,
        });
        if (result.isErr() && previous !== null) tokens.set(ctx.connectionId, previous);
        return loggedIn(ctx, result);
      }),
    ],
    ['generate2faActivationQrCode', method(BeginTwoFactorMethod.params, (actor) => useCases.beginTwoFactor.execute(actor))],
    ['enableUser2fa', method(EnableTwoFactorMethod.params, (actor, [c], ctx) => useCases.confirmTwoFactor.execute(actor, c, ctx.clientAddress))],
    ['disableUser2fa', method(DisableTwoFactorMethod.params, (actor, [c], ctx) => useCases.disableTwoFactor.execute(actor, c, ctx.clientAddress))],
  ]);
}
