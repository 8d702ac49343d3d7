import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError, type Geo } from '../../domain/index.ts';
import type { UnitOfWork } from '../shared/ports/index.ts';
import type { UserChanges } from '../shared/ports/index.ts';
import type { UserSettings } from './ports/index.ts';
import type { SetUserCountryAnswer } from '../../contracts/shopping/index.ts';

/** Params of `setUserCountry`: the geo object the client got from the geo endpoint. */
export interface SetUserCountryInput {
  readonly geo: Geo;
}

/** The country as stored (contracts/shopping). */
export type SetUserCountryOutput = SetUserCountryAnswer;

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * `setUserCountry`: keeps the user's country in step with where they shop
 * from. Reading: the code is trimmed and upper-cased first (geo services
 * differ in case), then must be two letters A–Z, else VALIDATION_FAILED on
 * 'geo.country'; the shape is checked, not membership of ISO 3166, and
 * region and city are not stored (the user record has no place for them).
 */
export class SetUserCountry {
  constructor(
    private readonly settings: UserSettings,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: SetUserCountryInput): Promise<Result<SetUserCountryOutput, DomainError>> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    const country = (input.geo.country ?? '').trim().toUpperCase();
    if (!COUNTRY_CODE.test(country)) {
      return err(domainError('VALIDATION_FAILED', 'Country must be a two-letter ISO code', { field: 'geo.country' }));
    }
    const userId = user.value;
    return this.uow.run(async (): Promise<Result<SetUserCountryOutput, DomainError>> => {
      const write = await this.settings.setCountry(userId, country);
      if (write === 'USER_NOT_FOUND') return err(domainError('NOT_FOUND', 'User not found'));
      if (write === 'CHANGED') await this.changes.userChanged(userId);
      return ok({ country });
    });
  }
}
