import { createHash } from 'node:crypto';

/**
 * Passwords are hashed as argon2id(SHA-256 hex of the password), the digest
 * Meteor clients send instead of the password; a client that sends the plain
 * password gets it digested here, so both kinds of client log in alike.
 */
export function passwordDigest(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}
