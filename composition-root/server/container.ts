import { Container } from 'inversify';
import { accountsModule } from './accounts.module.ts';
import { analyticsModule } from './analytics.module.ts';
import { catalogModule } from './catalog.module.ts';
import { ledgerModule } from './ledger.module.ts';
import { paymentsModule } from './payments.module.ts';
import type { SearchEngine } from './search-engine.ts';
import { sharedModule, type ServerInfrastructure } from './shared.module.ts';
import { shoppingModule } from './shopping.module.ts';
import { checkoutModule } from './checkout.module.ts';
import { ordersModule } from './orders.module.ts';
import { contentModule } from './content.module.ts';
import { gameToolsModule } from './game-tools.module.ts';
import { offersModule } from './offers.module.ts';
import { payoutsModule } from './payouts.module.ts';
import { messagingModule } from './messaging.module.ts';
import { dealsModule } from './deals.module.ts';
import { notificationsModule } from './notifications.module.ts';
import { mediaModule } from './media.module.ts';
import { membershipModule } from './membership.module.ts';
import { profileModule } from './profile.module.ts';
import { staffModule } from './staff.module.ts';
import { insightsModule } from './insights.module.ts';
import { affiliatesModule } from './affiliates.module.ts';
import { socialSignInModule } from './social-sign-in.module.ts';
import { verificationModule } from './verification.module.ts';
import { sellerApiModule } from './sellerapi.module.ts';
import { sellerApplicationsModule } from './sellerapplications.module.ts';

/**
 * The server's wiring: one module per bounded context, every port bound to
 * its adapter and every use case to its ports by factories, so no class
 * carries a decorator. A new context adds one module here.
 */
export function buildServerContainer(infra: ServerInfrastructure & { readonly search: SearchEngine }): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(sharedModule(infra), accountsModule, catalogModule(infra.search), shoppingModule, analyticsModule, ledgerModule, ordersModule, paymentsModule, checkoutModule, mediaModule, offersModule, contentModule, gameToolsModule, payoutsModule, messagingModule, dealsModule, notificationsModule, membershipModule, profileModule, staffModule, insightsModule, affiliatesModule, socialSignInModule, verificationModule, sellerApiModule, sellerApplicationsModule);
  return container;
}
