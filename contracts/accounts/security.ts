import * as v from 'valibot';
import { ddpMethod } from '../shared/index.ts';
import { PasswordSchema } from './methods.ts';

/*
 * The security tab of the account page: password change, login sessions and
 * recovery codes. Each acts on the caller's own account.
 */

/**
 * Checks the old password (a wrong one is LOGIN_FAILED with
 * `field: 'oldPassword'`, under the sign-in back-off) and sets the new one by
 * the sign-up rules (VALIDATION_FAILED with `field: 'newPassword'` and
 * `reason: 'TOO_SHORT' | 'BREACHED'`); every other session is signed out.
 */
export const ChangePasswordMethod = ddpMethod(
  'changePassword',
  v.tuple([v.object({ oldPassword: PasswordSchema, newPassword: PasswordSchema })]),
  v.object({ changed: v.literal(true) }),
);
export type PasswordChanged = v.InferOutput<typeof ChangePasswordMethod.result>;

/**
 * An account made by Steam sign-in (no address) adds an e-mail: a link is
 * mailed to it and the address is attached once the link is opened
 * (`/auth/verify/{token}`). The answer is the same whether or not the address
 * is taken. An account that has an address is VALIDATION_FAILED on `email`.
 */
export const AddEmailMethod = ddpMethod(
  'addEmail',
  v.tuple([v.object({ email: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(254)) })]),
  v.object({ sent: v.literal(true) }),
);

/** A login session: `id` is derived from the stored hash of its token, never the token. */
export const SessionSchema = v.object({
  id: v.string(),
  createdAt: v.date(),
  expiresAt: v.date(),
  userAgent: v.nullable(v.string()),
  lastAddress: v.nullable(v.string()),
  /** The session this call came in on. */
  current: v.boolean(),
});
export type LoginSessionView = v.InferOutput<typeof SessionSchema>;
export const MySessionsMethod = ddpMethod('mySessions', v.tuple([]), v.array(SessionSchema));

/** Ends a session, closing its live connections; an id that is not one of the caller's is SESSION_NOT_FOUND (404). */
export const RevokeSessionMethod = ddpMethod(
  'revokeSession',
  v.tuple([v.object({ sessionId: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64)) })]),
  v.object({ revoked: v.literal(true) }),
);
export type SessionRevoked = v.InferOutput<typeof RevokeSessionMethod.result>;

/**
 * Ten new one-time recovery codes (the old ones stop working); needs 2FA on
 * and a current TOTP code. Sign-in takes a recovery code wherever it takes a TOTP code.
 */
export const GenerateRecoveryCodesMethod = ddpMethod(
  'generateRecoveryCodes',
  v.tuple([v.object({ twoFactorCode: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(12)) })]),
  v.object({ codes: v.array(v.string()) }),
);
export type RecoveryCodes = v.InferOutput<typeof GenerateRecoveryCodesMethod.result>;
