import { generateSecret, generateURI, verify } from 'otplib';
import type { Clock } from '../../../application/shared/ports/index.ts';
import type { TwoFactorCodes } from '../../../application/accounts/ports/index.ts';

/** Accept the code of the previous or next 30 s step too, for phones whose clocks drift. */
const TOLERANCE_SECONDS = 30;

/** TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through otplib, with time from the injected clock. */
export class OtplibTwoFactorCodes implements TwoFactorCodes {
  constructor(
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  generateSecret(): string {
    return generateSecret();
  }

  keyUri(accountName: string, secret: string): string {
    return generateURI({ issuer: this.issuer, label: accountName, secret });
  }

  async verify(code: string, secret: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    try {
      const result = await verify({ secret, token: code, epoch: Math.floor(this.clock.now().getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
      // A TOTP result carries its time step (otplib's union also covers HOTP, which has none).
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      return null;
    }
  }
}
