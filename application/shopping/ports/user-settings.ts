import type { UserWrite } from './user-write.ts';

/** A user's own settings on their record, written by the user themselves. */
export interface UserSettings {
  /** Stores an ISO 3166-1 alpha-2 country (already validated, upper case). */
  setCountry(userId: string, country: string): Promise<UserWrite>;
}
