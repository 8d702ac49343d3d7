/**
 * Passwords known from breaches (ASVS 4 V2.1.7), asked by digest: clients send
 * the SHA-256 of the password (Meteor style), so the server never needs the
 * text to refuse a breached one.
 */
export interface BreachedPasswords {
  includes(passwordDigest: string): Promise<boolean>;
}
