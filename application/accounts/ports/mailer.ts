/** An e-mail to a user; `link` is the action it carries (also printed in development). */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly template: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'LOGIN_LINK' | 'UNLOCK_SIGN_IN';
  readonly link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
