import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import {
  domainError,
  igPlusPrice,
  ledgerAccounts,
  mustMoney,
  NO_MEMBERSHIP,
  rateOf,
  transitionMembership,
  type CurrencyCode,
  type DomainError,
  type MembershipEvent,
  type MembershipNotice,
  type Money,
} from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { Clock, RatesSource, Scheduler, UserChanges } from '../shared/ports/index.ts';
import { defineTimerKind } from '../shared/timer-handlers.ts';
import type { MembershipStore, StoredMembership } from './ports.ts';

/** Fires at a period's end (renew or end) and at each retry of a failed renewal. */
export const membershipRenewal = defineTimerKind('membershipRenewal', v.object({ membershipId: v.string() }));

const NOTICES: Readonly<Record<MembershipNotice, string>> = {
  started: 'Welcome to ig-plus: your fee discount is on',
  renewed: 'Your ig-plus membership was renewed',
  cancelled: 'Your ig-plus membership will end at the end of the period',
  resumed: 'Your ig-plus membership will renew again',
  renewal_failed: 'We could not renew ig-plus from your credits or your saved card: top up or keep another card, we will try again tomorrow',
  lapsed: 'Your ig-plus membership lapsed: the renewal could not be paid',
  ended: 'Your ig-plus membership has ended',
};

export interface MembershipDeps {
  readonly store: MembershipStore;
  readonly ledger: Ledger;
  readonly scheduler: Scheduler;
  readonly users: UserChanges;
  readonly clock: Clock;
  readonly notifications: Pick<Notifications, 'notify'>;
}

/**
 * Runs one membership event inside the caller's unit of work, the row held
 * locked: the machine decides, this saves the state and runs its effects
 * (the flag pricing reads, the renewal timer, the notice). A `charge` effect
 * is answered by {@link chargeMonth} and the outcome fed back as the next event.
 */
export async function applyMembershipEvent(deps: MembershipDeps, membership: StoredMembership, event: MembershipEvent): Promise<{ readonly membership: StoredMembership; readonly chargeDue: boolean }> {
  const next = transitionMembership(membership, event);
  const updated: StoredMembership = { ...membership, ...next.state };
  if (next.state !== membership) await deps.store.save(updated);
  let chargeDue = false;
  for (const effect of next.effects) {
    switch (effect.type) {
      case 'charge':
        chargeDue = true;
        break;
      case 'setMember':
        await deps.store.setMemberFlag(updated.userId, effect.on);
        await deps.users.userChanged(updated.userId);
        break;
      case 'scheduleRenewal':
        await deps.scheduler.schedule(membershipRenewal.at(`membershipRenewal:${updated.id}:${effect.at.toISOString()}`, effect.at, { membershipId: updated.id }));
        break;
      case 'notify':
        await deps.notifications.notify(updated.userId, { topic: 'membership', kind: `membership_${effect.notice}`, subjectId: updated.id, title: NOTICES[effect.notice], link: '/ig-plus' });
        break;
    }
  }
  return { membership: updated, chargeDue };
}

/**
 * Moves one month's price from the member's credits to the marketplace's
 * membership revenue, once per `key`. INSUFFICIENT_FUNDS when the credits
 * fall short (the caller decides: refuse a purchase, fail a renewal).
 */
export async function chargeMonth(deps: Pick<MembershipDeps, 'ledger'>, membership: StoredMembership, price: Money, key: string): Promise<Result<void, DomainError>> {
  const posted = await deps.ledger.post({
    idempotencyKey: key,
    kind: 'membership-charge',
    entries: [
      { account: ledgerAccounts.buyerCredits(membership.userId), amount: mustMoney(-price.minor, price.currency) },
      { account: ledgerAccounts.membershipRevenue, amount: price },
    ],
    reference: { type: 'membership', id: membership.id },
    memo: 'ig-plus, one month',
  });
  return posted.isErr() ? err(posted.error) : ok(undefined);
}

/** A month's price in `currency` at today's rate; CURRENCY_INVALID for a currency without one. */
export async function monthPrice(rates: RatesSource, currency: CurrencyCode): Promise<Result<Money, DomainError>> {
  const rate = rateOf(currency, await rates.currentRates());
  if (rate === undefined) return err(domainError('CURRENCY_INVALID', `ig-plus cannot be bought in ${currency}`, { field: 'currency' }));
  return igPlusPrice(currency, rate);
}

/** The user's membership row, locked; created (ended, nothing paid) on a first purchase. A lapsed member buying again may switch currency. */
export async function lockOrCreate(deps: Pick<MembershipDeps, 'store' | 'clock'> & { readonly newId: () => string }, userId: string, currency: CurrencyCode): Promise<StoredMembership> {
  const found = await deps.store.lock(userId);
  if (found !== undefined) return found.status === 'ended' ? { ...found, currency } : found;
  const created: StoredMembership = { ...NO_MEMBERSHIP, id: deps.newId(), userId, currency, startedAt: deps.clock.now() };
  await deps.store.save(created);
  return (await deps.store.lock(userId)) ?? created;
}
