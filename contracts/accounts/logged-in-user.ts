import * as v from 'valibot';
import { ROLES, VERIFICATION_STATES, type PublicUser } from '../../domain/index.ts';
import { ddpPublication, list, type SameShape } from '../shared/index.ts';

/**
 * The logged-in user's own record (domain `PublicUser`, spec section 3): it
 * carries no secret but the user's own API key, so it is published to that
 * user unchanged.
 */
export const PublicUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  slug: v.string(),
  emails: list(v.object({ address: v.string(), verified: v.boolean() })),
  roles: list(v.picklist(ROLES)),
  banned: v.boolean(),
  removed: v.boolean(),
  limited: v.boolean(),
  avatar: v.nullable(v.string()),
  coverPhoto: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  country: v.nullable(v.string()),
  communityRating: v.nullable(v.number()),
  verificationState: v.picklist(VERIFICATION_STATES),
  verificationDocuments: list(v.object({ id: v.string(), kind: v.string(), url: v.string() })),
  whiteListed: v.boolean(),
  twoFactorEnabled: v.boolean(),
  paymentDetails: v.record(v.string(), v.string()),
  payoutDetails: v.record(v.string(), v.string()),
  notificationSettings: v.record(v.string(), v.boolean()),
  offerSettings: v.object({ games: list(v.string()) }),
  blockedUserIds: list(v.string()),
  mutedUserIds: list(v.string()),
  apiKey: v.nullable(v.string()),
  igPlusActive: v.boolean(),
  crowns: v.number(),
  onboardedAt: v.nullable(v.string()),
  billingDetails: v.record(v.string(), v.string()),
});

// The domain declares the record for its own rules (session, verification); the wire must say exactly the same.
const _sameAsDomain: SameShape<v.InferOutput<typeof PublicUserSchema>, PublicUser> = true;

/**
 * `loggedInUser`: the caller's own record as one document of Meteor's `users`
 * collection (the document id is the user id), then only the fields that
 * changed. An anonymous connection gets an empty, ready feed.
 */
export const LoggedInUserPublication = ddpPublication('loggedInUser', 'users', v.omit(PublicUserSchema, ['id']));
export type LoggedInUserFields = v.InferOutput<typeof LoggedInUserPublication.document>;
