import type { UserWrite } from './user-write.ts';

/** What staff tools need of a user they act on. */
export interface AdministeredUser {
  readonly id: string;
  readonly roles: readonly string[];
  readonly banned: boolean;
}

/** Who banned or lifted a ban, when and why: the staff audit log's line, written with the change. */
export interface BanAudit {
  readonly at: Date;
  readonly staffId: string;
  readonly reason: string;
}

/** Staff actions on other users' records. */
export interface UserAdministration {
  findUser(userId: string): Promise<AdministeredUser | undefined>;
  /** Writes the audit line only when the ban state actually changed (a repeat is not an action). */
  setBanned(userId: string, banned: boolean, audit: BanAudit): Promise<UserWrite>;
}
