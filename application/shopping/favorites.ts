import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../domain/index.ts';
import type { UnitOfWork } from '../shared/ports/index.ts';
import type { FavoriteList, FavoritesWrite } from './ports/index.ts';
import type { UserChanges } from '../shared/ports/index.ts';
import type { FavoriteLists } from '../../contracts/shopping/index.ts';

/**
 * The most ids one favorites list may hold. The record is pushed whole to
 * every live session of the user, so an unbounded list would make each push
 * (and each page load) grow without limit; 500 is far above real use.
 */
export const MAX_FAVORITES = 500;

/** What every favorites call returns: both lists as they are after the call (the methods' result, contracts/shopping). */
export type FavoritesOutput = FavoriteLists;

/** A session whose account row is gone; the DDP layer logs such a client out. */
export function userNotFound(): DomainError {
  return domainError('NOT_FOUND', 'User not found');
}

/** The refusal when a list is full, naming the field so a form can point at it. */
export function favoritesFull(list: FavoriteList): DomainError {
  const field = list === 'products' ? 'productId' : 'sellerId';
  return domainError('VALIDATION_FAILED', `You can keep at most ${MAX_FAVORITES} favorite ${list}`, { field, max: MAX_FAVORITES });
}

/**
 * One favorites write as a unit of work: a missing user is an error, a real
 * change is announced (committed with the write) so live subscriptions push
 * the record, and the new lists are returned either way (repeating a call is
 * harmless). `write` may refuse with an error of its own (a full list).
 */
export function writeFavorites(
  uow: UnitOfWork,
  changes: UserChanges,
  userId: string,
  write: () => Promise<Result<FavoritesWrite | undefined, DomainError>>,
): Promise<Result<FavoritesOutput, DomainError>> {
  return uow.run(async (): Promise<Result<FavoritesOutput, DomainError>> => {
    const written = await write();
    if (written.isErr()) return err(written.error);
    if (written.value === undefined) return err(userNotFound());
    if (written.value.write === 'CHANGED') await changes.userChanged(userId);
    return ok(written.value.favorites);
  });
}
