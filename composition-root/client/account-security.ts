import { passwordParam } from '../../adapters/client/accounts/login-params.ts';
import { callMethod, type DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import {
  AddEmailMethod,
  BeginTwoFactorMethod,
  ChangePasswordMethod,
  DisableTwoFactorMethod,
  EnableTwoFactorMethod,
  GenerateRecoveryCodesMethod,
  MySessionsMethod,
  RevokeSessionMethod,
} from '../../contracts/accounts/index.ts';
import {
  beginTwoFactorFx,
  changePasswordFx,
  disableTwoFactorFx,
  enableTwoFactorFx,
  generateRecoveryCodesFx,
  loadSessionsFx,
  renderQrFx,
  revokeSessionFx,
} from '../../ui/features/accounts/security/model.ts';
import { addEmailFx } from '../../ui/features/accounts/email/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/**
 * The security tab's effects bound to the browser: methods over DDP. Both
 * passwords leave the browser as SHA-256 digests, as the login's does (the
 * model has checked the new one's length, which the server cannot see then).
 */
export function bindAccountSecurityHandlers(handlers: EffectHandlers, ddp: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(
      changePasswordFx,
      unwrap(async (p: { readonly oldPassword: string; readonly newPassword: string }) =>
        callMethod(ddp, ChangePasswordMethod, { oldPassword: await passwordParam(p.oldPassword), newPassword: await passwordParam(p.newPassword) }),
      ),
    )
    .bind(addEmailFx, unwrap((email: string) => callMethod(ddp, AddEmailMethod, { email })))
    .bind(loadSessionsFx, unwrap(() => callMethod(ddp, MySessionsMethod)))
    .bind(revokeSessionFx, unwrap((sessionId: string) => callMethod(ddp, RevokeSessionMethod, { sessionId })))
    .bind(beginTwoFactorFx, unwrap(() => callMethod(ddp, BeginTwoFactorMethod)))
    .bind(enableTwoFactorFx, unwrap((code: string) => callMethod(ddp, EnableTwoFactorMethod, code)))
    .bind(disableTwoFactorFx, unwrap((code: string) => callMethod(ddp, DisableTwoFactorMethod, code)))
    .bind(generateRecoveryCodesFx, unwrap((twoFactorCode: string) => callMethod(ddp, GenerateRecoveryCodesMethod, { twoFactorCode })))
    // Loaded on first use: only someone turning 2FA on needs the encoder, so it stays out of the first page load.
    .bind(renderQrFx, async (uri: string) => (await import('qrcode')).toDataURL(uri, { margin: 2, width: 220, errorCorrectionLevel: 'M' }));
}
