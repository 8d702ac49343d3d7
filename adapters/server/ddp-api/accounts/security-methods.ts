import type { AddEmail } from '../../../../application/accounts/add-email.ts';
import type { ChangePassword, GenerateRecoveryCodes, ListSessions, RevokeSession } from '../../../../application/accounts/account-security.ts';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { AddEmailMethod, ChangePasswordMethod, GenerateRecoveryCodesMethod, MySessionsMethod, RevokeSessionMethod } from '../../../../contracts/accounts/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';
import { digestOf, newPasswordOf } from './account-methods.ts';
import type { ConnectionTokens } from './connection-tokens.ts';

export interface AccountSecurityUseCases {
  readonly changePassword: ChangePassword;
  readonly listSessions: ListSessions;
  readonly revokeSession: RevokeSession;
  readonly generateRecoveryCodes: GenerateRecoveryCodes;
  readonly addEmail: AddEmail;
}

/**
 * The security tab's DDP methods. The session a call came in on is the
 * connection's login token (kept by the `login` method), so "this session"
 * is the server's knowledge, never a claim in the params.
 */
export function accountSecurityMethods(useCases: AccountSecurityUseCases, tokens: ConnectionTokens, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [
      'changePassword',
      method(ChangePasswordMethod.params, (actor, [p], ctx) =>
        useCases.changePassword.execute(actor, {
          oldPasswordDigest: digestOf(p.oldPassword),
          newPassword: newPasswordOf(p.newPassword),
          currentToken: tokens.peek(ctx.connectionId),
          clientAddress: ctx.clientAddress,
        }),
      ),
    ],
    ['addEmail', method(AddEmailMethod.params, (actor, [p]) => useCases.addEmail.execute(actor, p))],
    ['mySessions', method(MySessionsMethod.params, (actor, _params, ctx) => useCases.listSessions.execute(actor, tokens.peek(ctx.connectionId)))],
    ['revokeSession', method(RevokeSessionMethod.params, (actor, [p]) => useCases.revokeSession.execute(actor, p.sessionId))],
    [
      'generateRecoveryCodes',
      method(GenerateRecoveryCodesMethod.params, (actor, [p], ctx) => useCases.generateRecoveryCodes.execute(actor, p.twoFactorCode, ctx.clientAddress)),
    ],
  ]);
}
