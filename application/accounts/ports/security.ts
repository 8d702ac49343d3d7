/** TOTP second factor (RFC 6238). */
export interface TwoFactorCodes {
  generateSecret(): string;
  /** The otpauth:// URI an authenticator app reads from a QR code. */
  keyUri(accountName: string, secret: string): string;
  /** The 30 s time step the code belongs to when it is valid now (within the drift tolerance), else null. */
  verify(code: string, secret: string): Promise<number | null>;
}

/** Unguessable values: tokens for links and logins, ids for new records. */
export interface RandomTokens {
  /** 256 bits, URL-safe. */
  token(): string;
  /** A 17-character id in Meteor's alphabet, so ids look alike across the system. */
  id(): string;
}
