import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, slugOfUsername, type Actor, type DomainError, type Role } from '../../domain/index.ts';
import type { UnitOfWork, UserChanges } from '../shared/ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/** A user's public profile fields as stored; pictures are served paths of stored images. */
export interface StoredProfile {
  readonly username: string;
  readonly slug: string;
  readonly phoneNumber: string | null;
  readonly country: string | null;
  readonly avatar: string | null;
  readonly coverPhoto: string | null;
}

export interface ProfileChange {
  readonly username?: string | undefined;
  readonly phoneNumber?: string | null | undefined;
  readonly country?: string | undefined;
  readonly avatarKey?: string | null | undefined;
  readonly coverPhotoKey?: string | null | undefined;
}

/** The profile columns of users; every write joins the caller's unit of work. */
export interface ProfileStore {
  find(userId: string): Promise<(StoredProfile & { readonly roles: readonly Role[] }) | undefined>;
  /** Whether another user has this username or slug. */
  nameTakenByOther(userId: string, username: string, slug: string): Promise<boolean>;
  /** 'name_taken' when the unique username or slug went to someone else meanwhile (a lost race). */
  update(userId: string, change: Partial<StoredProfile>): Promise<'ok' | 'name_taken'>;
  setRoles(userId: string, roles: readonly Role[]): Promise<void>;
}

export interface ProfileDeps {
  readonly store: ProfileStore;
  /** The stored images (the media upload's store): a picture must have been uploaded, checked and re-encoded first. */
  readonly images: { has(key: string): Promise<boolean> };
  /** The path an uploaded image is served at. */
  readonly imagePath: (key: string) => string;
  readonly uow: UnitOfWork;
  readonly userChanges: UserChanges;
}

const USERNAME_TAKEN = () => domainError('USERNAME_TAKEN', 'Username already exists.', { field: 'username' });

/**
 * The Profile tab and onboarding: a new username (unique, its slug with it),
 * phone, country, avatar and cover photo; and becoming a seller. The live
 * `loggedInUser` feed hears of every change.
 */
export class Profiles {
  constructor(private readonly deps: ProfileDeps) {}

  async update(actor: Actor, change: ProfileChange): Answer<StoredProfile> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    const userId = user.value;
    const next: { -readonly [K in keyof StoredProfile]?: StoredProfile[K] } = {};
    if (change.username !== undefined) {
      const slug = slugOfUsername(change.username);
      if (await this.deps.store.nameTakenByOther(userId, change.username, slug)) return err(USERNAME_TAKEN());
      Object.assign(next, { username: change.username, slug });
    }
    if (change.phoneNumber !== undefined) next.phoneNumber = change.phoneNumber;
    if (change.country !== undefined) next.country = change.country;
    for (const [field, key, column] of [
      ['avatarKey', change.avatarKey, 'avatar'],
      ['coverPhotoKey', change.coverPhotoKey, 'coverPhoto'],
    ] as const) {
      if (key === undefined) continue;
      if (key !== null && !(await this.deps.images.has(key))) return err(domainError('VALIDATION_FAILED', 'Upload the image first', { field }));
      next[column] = key === null ? null : this.deps.imagePath(key);
    }
    return this.deps.uow.run(async (): Answer<StoredProfile> => {
      if (Object.keys(next).length > 0 && (await this.deps.store.update(userId, next)) === 'name_taken') return err(USERNAME_TAKEN());
      await this.deps.userChanges.userChanged(userId);
      const stored = await this.deps.store.find(userId);
      if (stored === undefined) return err(domainError('UNAUTHENTICATED', 'You must be logged in'));
      const { username, slug, phoneNumber, country, avatar, coverPhoto } = stored;
      return ok({ username, slug, phoneNumber, country, avatar, coverPhoto });
    });
  }

  /** Adds SELLER to the caller's roles (idempotent); their offers still wait on verification where staff require it. */
  async becomeSeller(actor: Actor): Answer<{ readonly roles: readonly Role[] }> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async (): Answer<{ readonly roles: readonly Role[] }> => {
      const found = await this.deps.store.find(user.value);
      if (found === undefined) return err(domainError('UNAUTHENTICATED', 'You must be logged in'));
      if (found.roles.includes('SELLER')) return ok({ roles: found.roles });
      const roles: Role[] = [...found.roles, 'SELLER'];
      await this.deps.store.setRoles(user.value, roles);
      await this.deps.userChanges.userChanged(user.value);
      return ok({ roles });
    });
  }
}
