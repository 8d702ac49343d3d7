import type { UserWrite } from './user-write.ts';

/** What staff tools need of a user they act on. */
export interface AdministeredUser {
  readonly id: string;
  readonly roles: readonly string[];
  readonly banned: boolean;
}

/** Staff actions on other users' records. */
export interface UserAdministration {
  findUser(userId: string): Promise<AdministeredUser | undefined>;
  setBanned(userId: string, banned: boolean): Promise<UserWrite>;
}
