import type { SocialProvider } from '../../../domain/index.ts';

/** The accounts of other sites that sign users in (table linked_identities). */
export interface LinkedIdentityStore {
  /** The user an outside account signs in, if it was linked. */
  userOf(provider: SocialProvider, providerUserId: string): Promise<string | undefined>;
  /** Links it; false when it was linked meanwhile (to whichever user). */
  link(provider: SocialProvider, providerUserId: string, userId: string, at: Date): Promise<boolean>;
}
