import * as v from 'valibot';
import { ddpMethod, type Sendable } from '../shared/index.ts';

/*
 * The DDP methods of sign-in, sign-up, mailed links and 2FA, named as
 * Meteor's accounts packages name them.
 */

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(254));
const token = v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(200));
/** A plain password, or Meteor's `{ digest, algorithm: 'sha-256' }` (what browsers with WebCrypto send). */
export const PasswordSchema = v.union([
  v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(256)),
  v.object({ digest: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'must be a SHA-256 hex digest')), algorithm: v.literal('sha-256') }),
]);
export type Password = v.InferOutput<typeof PasswordSchema>;
const code = v.pipe(v.string(), v.trim(), v.maxLength(12));

/** What a successful login answers, as Meteor's accounts do; the token resumes the session later. */
const LoginResultSchema = v.object({ id: v.string(), token: v.string(), tokenExpires: v.date() });
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;
/** The browser's resume: the token is read from the session cookie of the WebSocket's upgrade request. */
const ResumeFromCookieRequest = v.object({ resumeFromCookie: v.literal(true) });

const LoginParams = v.tuple([
  v.union([
    v.object({ resume: token }),
    ResumeFromCookieRequest,
    v.object({
      user: v.object({ email }),
      password: PasswordSchema,
      code: v.optional(code),
      twoFactorCode: v.optional(code),
    }),
  ]),
]);
/** Every `login` the server takes; a `resumeFromCookie` one answers as {@link ResumeFromCookieMethod} declares. */
export const LoginMethod = ddpMethod('login', LoginParams, LoginResultSchema);
/** A resume token, the session cookie, or e-mail and password (with the two-factor code on the second attempt). */
export type LoginRequest = Sendable<v.InferInput<typeof LoginParams>[0]>;
/**
 * `login({ resumeFromCookie: true })`, additive to Meteor's logins (issue 11,
 * finding 8): the answer leaves the token out, which stays in the HttpOnly
 * cookie (contracts/accounts/session-cookie.ts), out of any script's reach.
 */
export const ResumeFromCookieMethod = ddpMethod('login', v.tuple([ResumeFromCookieRequest]), v.object({ id: v.string(), tokenExpires: v.date() }));

export const LogoutMethod = ddpMethod('logout', v.tuple([]), v.null());

const Valid = v.object({ valid: v.literal(true) });
export const CheckTwoFactorMethod = ddpMethod('check2FA', v.tuple([v.object({ email, password: PasswordSchema, twoFactorCode: code })]), Valid);
export type TwoFactorChecked = v.InferOutput<typeof Valid>;

/** A mailed link was sent (or, for an unknown address, seemed to be: the answer tells a guesser nothing). */
const Sent = v.object({ sent: v.literal(true) });
export type LinkSent = v.InferOutput<typeof Sent>;

/**
 * Sign-up never signs in at once and answers "check your inbox" whether or
 * not the address is taken (the mail says which: the verification link, or a
 * note that someone tried). A taken username is refused (USERNAME_TAKEN); a
 * short or breached password is VALIDATION_FAILED with `field: 'password'`
 * and `reason: 'TOO_SHORT' | 'BREACHED'`.
 */
export const CreateUserMethod = ddpMethod(
  'createUser',
  v.tuple([v.object({ email, username: v.pipe(v.string(), v.maxLength(64)), password: PasswordSchema })]),
  Sent,
);
export type CreateUserRequest = Sendable<v.InferInput<typeof CreateUserMethod.params>[0]>;
export const VerifyEmailMethod = ddpMethod('verifyEmail', v.tuple([token]), LoginResultSchema);
export const ForgotPasswordMethod = ddpMethod('forgotPassword', v.tuple([v.object({ email })]), Sent);
export const RequestLoginLinkMethod = ddpMethod('requestLoginLink', v.tuple([v.object({ email })]), Sent);
export const ResetPasswordMethod = ddpMethod('resetPassword', v.tuple([token, PasswordSchema]), LoginResultSchema);
export const LoginWithLinkMethod = ddpMethod('loginWithLink', v.tuple([token]), LoginResultSchema);
/** Mails the owner a link that lifts the sign-in back-off of their account (the RATE_LIMITED answer offers it). */
export const RequestSignInUnlockMethod = ddpMethod('requestSignInUnlock', v.tuple([v.object({ email })]), Sent);
const Unlocked = v.object({ unlocked: v.literal(true) });
export type SignInUnlocked = v.InferOutput<typeof Unlocked>;
export const UnlockSignInMethod = ddpMethod('unlockSignIn', v.tuple([token]), Unlocked);

/**
 * The second step of a mailed link on an account with 2FA on (issue 11,
 * finding 1): `verifyEmail`, `loginWithLink` and `resetPassword` then spend
 * the link but answer 403 TWO_FACTOR_REQUIRED with these details instead of a
 * session. `ticket` is good once, for ten minutes; `step` says whether the
 * follow-up must send the new password again (RESET_PASSWORD: it is set only
 * once the code is right). Accounts without 2FA get a session as before.
 */
export const SecondStepDetailsSchema = v.object({
  code: v.literal('TWO_FACTOR_REQUIRED'),
  ticket: v.string(),
  ticketExpires: v.pipe(v.string(), v.isoTimestamp()),
  step: v.picklist(['LOGIN', 'RESET_PASSWORD']),
});
export type SecondStepDetails = v.InferOutput<typeof SecondStepDetailsSchema>;
/** The follow-up: the ticket and the authenticator's code (and the new password for a reset); answers a session. */
export const CompleteLinkTwoFactorMethod = ddpMethod(
  'completeLinkTwoFactor',
  v.tuple([v.object({ ticket: token, twoFactorCode: v.pipe(code, v.nonEmpty('is required')), password: v.optional(PasswordSchema) })]),
  LoginResultSchema,
);

/** The secret of a two-factor setup and its otpauth:// URI for the QR code. */
const TwoFactorSecret = v.object({ secret: v.string(), uri: v.string() });
export type TwoFactorSecret = v.InferOutput<typeof TwoFactorSecret>;
export const BeginTwoFactorMethod = ddpMethod('generate2faActivationQrCode', v.tuple([]), TwoFactorSecret);

/** 2FA is on; `recoveryCodes` are the first one-time codes, shown once (see GenerateRecoveryCodesMethod). */
const Enabled = v.object({ twoFactorEnabled: v.literal(true), recoveryCodes: v.array(v.string()) });
const Disabled = v.object({ twoFactorEnabled: v.literal(false) });
export type TwoFactorEnabled = v.InferOutput<typeof Enabled>;
export type TwoFactorDisabled = v.InferOutput<typeof Disabled>;
export const EnableTwoFactorMethod = ddpMethod('enableUser2fa', v.tuple([code]), Enabled);
export const DisableTwoFactorMethod = ddpMethod('disableUser2fa', v.tuple([code]), Disabled);
