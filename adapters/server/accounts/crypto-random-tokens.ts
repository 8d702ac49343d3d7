import { randomBytes, randomInt } from 'node:crypto';
import type { RandomTokens } from '../../../application/accounts/ports/index.ts';

/** Meteor's id alphabet (no look-alike characters). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz';

export class CryptoRandomTokens implements RandomTokens {
  token(): string {
    return randomBytes(32).toString('base64url');
  }

  id(): string {
    let id = '';
    for (let i = 0; i < 17; i++) id += ALPHABET[randomInt(ALPHABET.length)];
    return id;
  }
}
