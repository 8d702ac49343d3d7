import * as v from 'valibot';
import { COUNTRY_CODES, MEDIA_KEY, PHONE_PATTERN, ROLES, USERNAME_PATTERN } from '../../domain/index.ts';
import { ddpMethod, list } from '../shared/index.ts';

/*
 * The profile a user edits on the Profile tab and at onboarding. Images are
 * named by the key the media upload answered (POST /api/media/uploads), so
 * only pictures the server itself checked and re-encoded can become an avatar.
 */

const mediaKey = v.pipe(v.string(), v.regex(MEDIA_KEY, 'must be the key of an uploaded image'));

const ProfileParams = v.tuple([
  v.object({
    username: v.optional(v.pipe(v.string(), v.trim(), v.regex(USERNAME_PATTERN, 'must be 3–24 letters, digits, _ or -'))),
    phoneNumber: v.optional(v.nullable(v.pipe(v.string(), v.transform((s) => s.replace(/[\s().-]/g, '')), v.regex(PHONE_PATTERN, 'must be an international number such as +441234567890')))),
    country: v.optional(v.picklist(COUNTRY_CODES, 'must be an ISO 3166 country code')),
    avatarKey: v.optional(v.nullable(mediaKey)),
    coverPhotoKey: v.optional(v.nullable(mediaKey)),
  }),
]);
export type UpdateProfileParams = v.InferOutput<typeof ProfileParams>[0];

export const ProfileSchema = v.object({
  username: v.string(),
  slug: v.string(),
  phoneNumber: v.nullable(v.string()),
  country: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  coverPhoto: v.nullable(v.string()),
});
export type ProfileView = v.InferOutput<typeof ProfileSchema>;

/** `updateProfile`: changes only the fields sent (null clears a phone or picture); USERNAME_TAKEN for a name someone else has. */
export const UpdateProfileMethod = ddpMethod('updateProfile', ProfileParams, ProfileSchema);

/** `becomeSeller`: the onboarding's "I want to sell" — adds the SELLER role (once) and answers the roles now held. */
export const BecomeSellerMethod = ddpMethod('becomeSeller', v.tuple([]), v.object({ roles: list(v.picklist(ROLES)) }));
