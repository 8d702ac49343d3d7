import { err, ok, type Result } from 'neverthrow';
import { checkBillingDetails, requirePermission, type Actor, type BillingDetails, type DomainError } from '../../domain/index.ts';
import type { Clock, UnitOfWork, UserChanges } from '../shared/ports/index.ts';
import type { AccountDataStore, PersonalData } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface AccountDataDeps {
  readonly store: AccountDataStore;
  readonly uow: UnitOfWork;
  readonly userChanges: UserChanges;
  readonly clock: Clock;
}

/**
 * The user's own data beyond the public profile: billing details (the
 * Billing tab; the checkout pre-fills its billing fields from them),
 * onboarding finished (the dashboard offers /onboarding until it is), and
 * the export of everything kept about them. Each acts on the caller's own
 * account only, never an id from the params.
 */
export class AccountData {
  constructor(private readonly deps: AccountDataDeps) {}

  async billingDetails(actor: Actor): Answer<BillingDetails | null> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    return ok(await this.deps.store.billingDetails(user.value));
  }

  /** Checked again by the domain's rules (the contract already did at the wire), so every caller gets the same answer. */
  async saveBillingDetails(actor: Actor, input: Parameters<typeof checkBillingDetails>[0]): Answer<BillingDetails> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    const checked = checkBillingDetails(input);
    if (checked.isErr()) return err(checked.error);
    return this.deps.uow.run(async (): Answer<BillingDetails> => {
      await this.deps.store.saveBillingDetails(user.value, checked.value);
      await this.deps.userChanges.userChanged(user.value);
      return ok(checked.value);
    });
  }

  async completeOnboarding(actor: Actor): Answer<{ readonly onboardedAt: string }> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async (): Answer<{ readonly onboardedAt: string }> => {
      const at = await this.deps.store.markOnboarded(user.value, this.deps.clock.now());
      await this.deps.userChanges.userChanged(user.value);
      return ok({ onboardedAt: at.toISOString() });
    });
  }

  /** Everything kept about the caller, as one document to download (before deleting the account, or any time). */
  async exportMyData(actor: Actor): Answer<PersonalData & { readonly exportedAt: string }> {
    const user = requirePermission(actor, 'account.security.manage');
    if (user.isErr()) return err(user.error);
    const data = await this.deps.store.personalData(user.value);
    return ok({ exportedAt: this.deps.clock.now().toISOString(), ...data });
  }
}
