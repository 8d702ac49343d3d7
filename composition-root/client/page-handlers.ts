import type { Scope } from 'effector';
import { DdpAccountLinks } from '../../adapters/client/accounts/ddp-account-links.ts';
import { bindAccountSecurityHandlers } from './account-security.ts';
import { bindAccountSettingsHandlers } from './account-settings.ts';
import { bindAffiliateHandlers } from './affiliates.ts';
import { bindCheckoutHandlers } from './checkout.ts';
import { bindContentAuthoringHandlers } from './content-authoring.ts';
import { bindDealsHandlers } from './deals.ts';
import { EffectHandlers } from './effect-handlers.ts';
import { bindInsightsHandlers } from './insights.ts';
import type { LazyAccountConnection } from './lazy-account-connection.ts';
import { bindMailedLinkHandlers } from './mailed-links.ts';
import { bindMembershipHandlers } from './membership.ts';
import { bindOfferHandlers } from './offers.ts';
import { bindOrderDeskHandlers } from './order-desk.ts';
import { bindPaymentHandlers } from './payments.ts';
import { bindPayoutHandlers } from './payouts.ts';
import { bindSellerApiHandlers } from './sellerapi.ts';
import { bindSellerApplicationHandlers } from './sellerapplications.ts';
import { bindStaffHandlers } from './staff.ts';

export interface PageHandlerDeps {
  readonly connection: LazyAccountConnection;
  /** The browser's scope, read when a live record arrives. */
  readonly scope: () => Scope;
}

/**
 * The effects of the models only lazily loaded pages use (dashboards, staff
 * desks, checkout, account settings, mailed links…), with their adapters and
 * contracts: this module is its own chunk, loaded with such a page, so the
 * first download of every other page carries none of it.
 */
export function bindPageHandlers(handlers: EffectHandlers, { connection, scope }: PageHandlerDeps): EffectHandlers {
  bindMailedLinkHandlers(handlers, new DdpAccountLinks(connection));
  bindAccountSettingsHandlers(handlers, connection);
  bindAccountSecurityHandlers(handlers, connection);
  bindCheckoutHandlers(handlers, connection);
  bindPaymentHandlers(handlers, connection, scope);
  bindOrderDeskHandlers(handlers, connection);
  bindOfferHandlers(handlers, connection);
  bindPayoutHandlers(handlers, connection);
  bindMembershipHandlers(handlers, connection);
  bindStaffHandlers(handlers, connection);
  bindContentAuthoringHandlers(handlers, connection);
  bindInsightsHandlers(handlers, connection);
  bindAffiliateHandlers(handlers, connection);
  bindDealsHandlers(handlers, connection, scope);
  bindSellerApiHandlers(handlers, connection);
  bindSellerApplicationHandlers(handlers, connection);
  return handlers;
}

/**
 * Attaches them as each effect's default handler. The browser's one scope was
 * forked before this chunk arrived, with the start's handlers only; effector
 * runs an effect's default handler in any scope that has no handler of its own
 * for it, which is the case for every effect here.
 */
export function attachPageHandlers(deps: PageHandlerDeps): void {
  for (const [effect, handler] of bindPageHandlers(new EffectHandlers(), deps).toMap()) effect.use(handler as (params: unknown) => unknown);
}
