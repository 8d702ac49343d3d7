import type { Scope } from 'effector';
import { EffectHandlers } from './effect-handlers.ts';
import type { LazyAccountConnection } from './lazy-account-connection.ts';
import type { I18n } from '../../ui/i18n/translator.ts';

export interface HandlerGroupDeps {
  readonly connection: LazyAccountConnection;
  /** The browser's scope, read when a live record arrives. */
  readonly scope: () => Scope;
  /** The page's translator, for texts the handlers write (toasts). */
  readonly i18n: I18n;
}

type GroupBinder = (deps: HandlerGroupDeps) => Promise<EffectHandlers>;

/**
 * Each handler group of page-handler-groups.ts: its chunk, imported, binding
 * its effects. Literal imports, so the bundler makes each its own chunk.
 */
export const HANDLER_GROUP_BINDERS: Readonly<Record<string, GroupBinder>> = {
  'composition-root/client/catalog-listings.ts': ({ connection }) => import('./catalog-listings.ts').then((m) => m.bindListingsHandlers(new EffectHandlers(), { channel: connection })),
  'composition-root/client/catalog-product.ts': ({ connection, i18n }) => import('./catalog-product.ts').then((m) => m.bindProductHandlers(new EffectHandlers(), { connection, i18n })),
  'composition-root/client/mailed-links.ts': ({ connection }) =>
    Promise.all([import('./mailed-links.ts'), import('../../adapters/client/accounts/ddp-account-links.ts')]).then(([m, a]) => m.bindMailedLinkHandlers(new EffectHandlers(), new a.DdpAccountLinks(connection))),
  'composition-root/client/account-settings.ts': ({ connection }) => import('./account-settings.ts').then((m) => m.bindAccountSettingsHandlers(new EffectHandlers(), connection)),
  'composition-root/client/account-security.ts': ({ connection }) => import('./account-security.ts').then((m) => m.bindAccountSecurityHandlers(new EffectHandlers(), connection)),
  'composition-root/client/sellerapi.ts': ({ connection }) => import('./sellerapi.ts').then((m) => m.bindSellerApiHandlers(new EffectHandlers(), connection)),
  'composition-root/client/payouts.ts': ({ connection }) => import('./payouts.ts').then((m) => m.bindPayoutHandlers(new EffectHandlers(), connection)),
  'composition-root/client/checkout.ts': ({ connection }) => import('./checkout.ts').then((m) => m.bindCheckoutHandlers(new EffectHandlers(), connection)),
  'composition-root/client/payments.ts': ({ connection, scope }) => import('./payments.ts').then((m) => m.bindPaymentHandlers(new EffectHandlers(), connection, scope)),
  'composition-root/client/membership.ts': ({ connection }) => import('./membership.ts').then((m) => m.bindMembershipHandlers(new EffectHandlers(), connection)),
  'composition-root/client/order-desk.ts': ({ connection }) => import('./order-desk.ts').then((m) => m.bindOrderDeskHandlers(new EffectHandlers(), connection)),
  'composition-root/client/offers.ts': ({ connection }) => import('./offers.ts').then((m) => m.bindOfferHandlers(new EffectHandlers(), connection)),
  'composition-root/client/deals.ts': ({ connection, scope }) => import('./deals.ts').then((m) => m.bindDealsHandlers(new EffectHandlers(), connection, scope)),
  'composition-root/client/insights.ts': ({ connection }) => import('./insights.ts').then((m) => m.bindInsightsHandlers(new EffectHandlers(), connection)),
  'composition-root/client/affiliates.ts': ({ connection }) => import('./affiliates.ts').then((m) => m.bindAffiliateHandlers(new EffectHandlers(), connection)),
  'composition-root/client/sellerapplications.ts': ({ connection }) => import('./sellerapplications.ts').then((m) => m.bindSellerApplicationHandlers(new EffectHandlers(), connection)),
  'composition-root/client/staff.ts': ({ connection }) => import('./staff.ts').then((m) => m.bindStaffHandlers(new EffectHandlers(), connection)),
  'composition-root/client/content-authoring.ts': ({ connection }) => import('./content-authoring.ts').then((m) => m.bindContentAuthoringHandlers(new EffectHandlers(), connection)),
};
