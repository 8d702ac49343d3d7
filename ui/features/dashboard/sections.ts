import { combine } from 'effector';
import type { RoleFlags } from '../../../domain/index.ts';
import { $isLoggedIn, $roleFlags } from '../accounts/session/model.ts';

/*
 * The signed-in user's dashboard sections, in one list for the side drawer
 * and the /dashboard overview, so the two never disagree. Selling sections
 * show only to sellers: a buyer would find them empty or refused.
 */

export type DashboardGroup = 'buying' | 'selling' | 'account';

export interface DashboardSection {
  /** The route's name; its label is `routes.{name}`. */
  readonly name: string;
  readonly href: string;
  readonly group: DashboardGroup;
}

const SECTIONS: readonly DashboardSection[] = [
  { name: 'dashboardOrders', href: '/dashboard/orders', group: 'buying' },
  { name: 'dashboardInbox', href: '/dashboard/inbox', group: 'buying' },
  { name: 'dashboardRequests', href: '/dashboard/requests', group: 'buying' },
  { name: 'dashboardFavoritesProducts', href: '/dashboard/favorites/products', group: 'buying' },
  { name: 'dashboardFinancesCredits', href: '/dashboard/finances/credits', group: 'buying' },
  { name: 'dashboardFinancesPayments', href: '/dashboard/finances/payments', group: 'buying' },
  { name: 'dashboardOffers', href: '/dashboard/offers', group: 'selling' },
  { name: 'dashboardControlCenter', href: '/dashboard/control-center', group: 'selling' },
  { name: 'dashboardFinancesWithdrawals', href: '/dashboard/finances/withdrawals', group: 'selling' },
  { name: 'dashboardPenalties', href: '/dashboard/penalties', group: 'selling' },
  { name: 'dashboardAccount', href: '/dashboard/account', group: 'account' },
];

/** The sections a user with these roles can use. */
export function dashboardSections(flags: RoleFlags): readonly DashboardSection[] {
  const sells = flags.isSeller || flags.isBulkSeller;
  return SECTIONS.filter((s) => s.group !== 'selling' || sells);
}

/** The current user's sections; none while signed out. */
export const $dashboardSections = combine($isLoggedIn, $roleFlags, (loggedIn, flags) => (loggedIn ? dashboardSections(flags) : []));
