/** An e-mail to a user; `link` is the action it carries (also printed in development). */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** A mailed link's kind, SIGNUP_EXISTING / ADD_EMAIL_EXISTING: "someone tried to use your address", or PASSWORD_CHANGED: a notice. */
  readonly template: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'LOGIN_LINK' | 'UNLOCK_SIGN_IN' | 'SIGNUP_EXISTING' | 'ADD_EMAIL_EXISTING' | 'PASSWORD_CHANGED';
  readonly link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
