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

/** The account-links adapter (sign-up, mailed links, unlock requests) over the connection, in its own chunk. */
export const accountLinks = (connection: LazyAccountConnection) => import('../../adapters/client/accounts/ddp-account-links.ts').then((a) => new a.DdpAccountLinks(connection));

/**
 * Each handler group of page-handler-groups.ts: its chunk, imported, binding
 * its effects. Literal imports, so the bundler makes each its own chunk.
 */
export const HANDLER_GROUP_BINDERS: Readonly<Record<string, GroupBinder>> = {
  'catalog-listings': ({ connection }) => import('./catalog-listings.ts').then((m) => m.bindListingsHandlers(new EffectHandlers(), { channel: connection })),
  'catalog-product': ({ connection, i18n }) => import('./catalog-product.ts').then((m) => m.bindProductHandlers(new EffectHandlers(), { connection, i18n })),
  'account-links': ({ connection }) => Promise.all([import('./account-links.ts'), accountLinks(connection)]).then(([m, links]) => m.bindAccountLinkHandlers(new EffectHandlers(), links)),
  'messaging-controls': ({ connection }) => import('./messaging-controls.ts').then((m) => m.bindMessagingControlHandlers(new EffectHandlers(), connection)),
  'chat-widget': ({ connection, scope }) => import('./chat-widget.ts').then((m) => m.bindChatWidgetHandlers(new EffectHandlers(), connection, scope)),
  'custom-offers': ({ connection, scope }) => import('./custom-offers.ts').then((m) => m.bindCustomOfferHandlers(new EffectHandlers(), connection, scope)),
  'mailed-links': ({ connection }) => Promise.all([import('./mailed-links.ts'), accountLinks(connection)]).then(([m, links]) => m.bindMailedLinkHandlers(new EffectHandlers(), links)),
  'account-settings': ({ connection }) => import('./account-settings.ts').then((m) => m.bindAccountSettingsHandlers(new EffectHandlers(), connection)),
  'account-security': ({ connection }) => import('./account-security.ts').then((m) => m.bindAccountSecurityHandlers(new EffectHandlers(), connection)),
  'sellerapi': ({ connection }) => import('./sellerapi.ts').then((m) => m.bindSellerApiHandlers(new EffectHandlers(), connection)),
  'payouts': ({ connection }) => import('./payouts.ts').then((m) => m.bindPayoutHandlers(new EffectHandlers(), connection)),
  'checkout': ({ connection }) => import('./checkout.ts').then((m) => m.bindCheckoutHandlers(new EffectHandlers(), connection)),
  'payments': ({ connection, scope }) => import('./payments.ts').then((m) => m.bindPaymentHandlers(new EffectHandlers(), connection, scope)),
  'membership': ({ connection }) => import('./membership.ts').then((m) => m.bindMembershipHandlers(new EffectHandlers(), connection)),
  'order-desk': ({ connection }) => import('./order-desk.ts').then((m) => m.bindOrderDeskHandlers(new EffectHandlers(), connection)),
  'offers': ({ connection }) => import('./offers.ts').then((m) => m.bindOfferHandlers(new EffectHandlers(), connection)),
  'deals': ({ connection, scope }) => import('./deals.ts').then((m) => m.bindDealsHandlers(new EffectHandlers(), connection, scope)),
  'insights': ({ connection }) => import('./insights.ts').then((m) => m.bindInsightsHandlers(new EffectHandlers(), connection)),
  'affiliates': ({ connection }) => import('./affiliates.ts').then((m) => m.bindAffiliateHandlers(new EffectHandlers(), connection)),
  'sellerapplications': ({ connection }) => import('./sellerapplications.ts').then((m) => m.bindSellerApplicationHandlers(new EffectHandlers(), connection)),
  'staff': ({ connection }) => import('./staff.ts').then((m) => m.bindStaffHandlers(new EffectHandlers(), connection)),
  'content-authoring': ({ connection }) => import('./content-authoring.ts').then((m) => m.bindContentAuthoringHandlers(new EffectHandlers(), connection)),
};
