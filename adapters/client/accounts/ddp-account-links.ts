import type { Result } from 'neverthrow';
import type { AccountLinks, LinkTwoFactorRequest, LoginGrant, SignUpRequest } from '../../../application/accounts/ports/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import {
  CompleteLinkTwoFactorMethod,
  CreateUserMethod,
  ForgotPasswordMethod,
  LoginWithLinkMethod,
  RequestSignInUnlockMethod,
  ResetPasswordMethod,
  UnlockSignInMethod,
  VerifyEmailMethod,
} from '../../../contracts/accounts/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';
import { grantOf, passwordParam } from './login-params.ts';

/**
 * Sign-up and the mailed links over the storefront's DDP channel. The calls
 * that sign in go through the session's own channel, so the server binds that
 * connection to the user and the `loggedInUser` feed can follow.
 */
export class DdpAccountLinks implements AccountLinks {
  constructor(private readonly ddp: DdpMethodCaller) {}

  async signUp(request: SignUpRequest): Promise<Result<void, DomainError>> {
    const params = { email: request.email.trim().toLowerCase(), username: request.username.trim(), password: await passwordParam(request.password) };
    return (await callMethod(this.ddp, CreateUserMethod, params)).map(() => undefined);
  }

  async forgotPassword(email: string): Promise<Result<void, DomainError>> {
    return (await callMethod(this.ddp, ForgotPasswordMethod, { email: email.trim().toLowerCase() })).map(() => undefined);
  }

  async verifyEmail(token: string): Promise<Result<LoginGrant, DomainError>> {
    return (await this.ddp.call(VerifyEmailMethod.name, token)).andThen(grantOf);
  }

  async loginWithLink(token: string): Promise<Result<LoginGrant, DomainError>> {
    return (await this.ddp.call(LoginWithLinkMethod.name, token)).andThen(grantOf);
  }

  async resetPassword(token: string, password: string): Promise<Result<LoginGrant, DomainError>> {
    return (await this.ddp.call(ResetPasswordMethod.name, token, await passwordParam(password))).andThen(grantOf);
  }

  async completeTwoFactor(request: LinkTwoFactorRequest): Promise<Result<LoginGrant, DomainError>> {
    const params = {
      ticket: request.ticket,
      twoFactorCode: request.code.replace(/\s+/g, ''),
      ...(request.password === undefined ? {} : { password: await passwordParam(request.password) }),
    };
    return (await this.ddp.call(CompleteLinkTwoFactorMethod.name, params)).andThen(grantOf);
  }

  async requestSignInUnlock(email: string): Promise<Result<void, DomainError>> {
    return (await callMethod(this.ddp, RequestSignInUnlockMethod, { email: email.trim().toLowerCase() })).map(() => undefined);
  }

  async unlockSignIn(token: string): Promise<Result<void, DomainError>> {
    return (await callMethod(this.ddp, UnlockSignInMethod, token)).map(() => undefined);
  }
}
