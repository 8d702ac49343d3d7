import type { Role } from './roles.ts';
import type { VerificationState } from './verification.ts';

/**
 * The logged-in user's own record as the client receives it (spec section 3).
 * It never carries the password hash or any other secret but the user's own
 * API key, so it can be published to that user unchanged. Fields whose inner
 * shape the specification does not show are typed as string maps, to be
 * narrowed by the issues that add payouts, billing and notifications.
 */

/** One e-mail address of a user; the first one in the list is the one used. */
export interface UserEmail {
  readonly address: string;
  readonly verified: boolean;
}

/** A document uploaded for verification; staff review it, the user sees its status. */
export interface VerificationDocument {
  readonly id: string;
  /** What the document is, e.g. 'ID_FRONT', 'SELFIE'; free text until the verification issue fixes the list. */
  readonly kind: string;
  readonly url: string;
}

/** Which games a seller receives offers and requests for. */
export interface OfferSettings {
  /** Game type values (e.g. 'fortnite'). */
  readonly games: readonly string[];
}

/** The user's own record, safe to send to that user. */
export interface PublicUser {
  readonly id: string;
  readonly username: string;
  /** The path segment of the public profile, /profile/{slug}. */
  readonly slug: string;
  readonly emails: readonly UserEmail[];
  readonly roles: readonly Role[];
  /** A banned or removed user is logged out on sight (see {@link mustLogOut}). */
  readonly banned: boolean;
  readonly removed: boolean;
  readonly limited: boolean;
  readonly avatar: string | null;
  readonly coverPhoto: string | null;
  readonly phoneNumber: string | null;
  /** ISO 3166-1 alpha-2 country the user declared or was located in. */
  readonly country: string | null;
  /** The stored productRating, shown as the community rating; null until rated. */
  readonly communityRating: number | null;
  readonly verificationState: VerificationState;
  readonly verificationDocuments: readonly VerificationDocument[];
  readonly whiteListed: boolean;
  readonly twoFactorEnabled: boolean;
  readonly paymentDetails: Readonly<Record<string, string>>;
  readonly payoutDetails: Readonly<Record<string, string>>;
  /** Setting name → enabled. */
  readonly notificationSettings: Readonly<Record<string, boolean>>;
  readonly offerSettings: OfferSettings;
  readonly blockedUserIds: readonly string[];
  readonly mutedUserIds: readonly string[];
  /** The user's own key for the public API (role API_ACCESS); null when none was issued. */
  readonly apiKey: string | null;
  /** The ig-plus membership, which discounts the service fee. */
  readonly igPlusActive: boolean;
  readonly crowns: number;
  /** When the user finished onboarding (ISO 8601); null offers it again. */
  readonly onboardedAt: string | null;
  readonly billingDetails: Readonly<Record<string, string>>;
}

/** Whether the session must end now: a banned or removed account may not stay logged in (spec section 4). */
export function mustLogOut(user: Pick<PublicUser, 'banned' | 'removed'>): boolean {
  return user.banned || user.removed;
}

/** The address the product uses: the first one, verified or not; null when the user has none. */
export function primaryEmail(user: Pick<PublicUser, 'emails'>): string | null {
  return user.emails[0]?.address ?? null;
}
