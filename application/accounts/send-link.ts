import type { MailedLinkKind } from './ports/index.ts';
import type { AccountsDeps } from './deps.ts';

const ROUTES: Readonly<Record<MailedLinkKind, { path: string; subject: string; text: string }>> = {
  VERIFY_EMAIL: { path: '/auth/verify/', subject: 'Verify your e-mail address', text: 'Confirm your e-mail address by opening this link:' },
  RESET_PASSWORD: { path: '/auth/recovery/', subject: 'Reset your password', text: 'Choose a new password by opening this link (valid for one hour):' },
  LOGIN_LINK: { path: '/auth/login/', subject: 'Your login link', text: 'Log in by opening this link (valid for one hour, once):' },
  UNLOCK_SIGN_IN: {
    path: '/auth/unlock/',
    subject: 'Unlock sign-in to your account',
    text: 'Someone (maybe you) failed to sign in to your account many times, so sign-in was slowed down. Lift that at once by opening this link (valid for one hour, once); it does not sign anyone in:',
  },
};

/** Creates a one-time token and mails its link (`/auth/verify/{token}`, `/auth/recovery/{token}`, `/auth/login/{token}`). */
export async function sendLink(
  deps: AccountsDeps,
  request: { readonly kind: MailedLinkKind; readonly userId: string; readonly email: string; readonly hours: number },
): Promise<void> {
  const token = deps.random.token();
  const expiresAt = new Date(deps.clock.now().getTime() + request.hours * 3_600_000);
  await deps.accountTokens.create(request.kind, request.userId, token, expiresAt, request.email);
  const route = ROUTES[request.kind];
  const link = `${deps.publicUrl()}${route.path}${token}`;
  await deps.mailer.send({ to: request.email, subject: route.subject, text: `${route.text}\n\n${link}\n`, template: request.kind, link });
}
