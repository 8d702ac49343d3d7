import type * as v from 'valibot';
import type { Permission } from '../domain/index.ts';
import * as accounts from './accounts/index.ts';
import * as affiliates from './affiliates/index.ts';
import * as analytics from './analytics/index.ts';
import * as catalog from './catalog/index.ts';
import * as content from './content/index.ts';
import * as insights from './insights/index.ts';
import * as ledger from './ledger/index.ts';
import * as offers from './offers/index.ts';
import * as payouts from './payouts/index.ts';
import * as messaging from './messaging/index.ts';
import * as deals from './deals/index.ts';
import * as membership from './membership/index.ts';
import * as staff from './staff/index.ts';
import * as notifications from './notifications/index.ts';
import * as media from './media/index.ts';
import * as orders from './orders/index.ts';
import * as payments from './payments/index.ts';
import * as shared from './shared/index.ts';
import * as shopping from './shopping/index.ts';
import * as tools from './tools/index.ts';
import * as verification from './verification/index.ts';
import * as sellerapi from './sellerapi/index.ts';
import * as sellerapplications from './sellerapplications/index.ts';
import type { ParamsSchema } from './shared/index.ts';

/*
 * Every contract of the wire in one place, for the tools that must cover all
 * of them (the fuzz suite, the role × method matrix, rate limits): the DDP
 * methods are collected from each context's exports, so a method declared
 * with `ddpMethod` in a context listed here is in the registry without
 * another line; the HTTP routes are listed with the schemas that parse them.
 */

/** A DDP method as the registry knows it. */
export interface RegisteredMethod {
  readonly name: string;
  readonly params: ParamsSchema;
  readonly result: v.GenericSchema;
}

/** The contexts whose exports are searched for methods; a new context adds itself here. */
const CONTEXTS: readonly Readonly<Record<string, unknown>>[] = [accounts, shopping, orders, payments, ledger, catalog, analytics, content, shared, offers, payouts, messaging, deals, notifications, membership, staff, affiliates, verification, insights, sellerapi, sellerapplications];

function isMethod(value: unknown): value is RegisteredMethod {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<'name' | 'params' | 'result', unknown>>;
  return typeof candidate.name === 'string' && typeof candidate.params === 'object' && typeof candidate.result === 'object' && !('collection' in value);
}

/** Every DDP method any context declares, once each, by name. */
export const DDP_METHODS: ReadonlyMap<string, RegisteredMethod> = new Map(
  CONTEXTS.flatMap((context) => Object.values(context).filter(isMethod)).map((method) => [method.name, method] as const),
);

/** An HTTP route and the schemas its handler parses (`params`, `query`, `body`), as the adapters do. */
export interface RegisteredRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's pattern: `:name` segments are the params. */
  readonly path: string;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
}

/** Every API route; `tests/server/fuzz` fails when the server has one that is missing here. */
export const HTTP_ROUTES: readonly RegisteredRoute[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/rates' },
  { method: 'GET', path: '/api/geo' },
  { method: 'GET', path: '/api/page', query: shared.PageLookupQuery },
  { method: 'GET', path: '/api/strings/:language', params: shared.StringsParams, query: shared.StringsQuery },
  { method: 'GET', path: '/api/listing-data/:gameType/:language/:productType', params: catalog.ListingDataParams, query: catalog.DisableIsrQuery },
  { method: 'POST', path: '/api/products/search/:gameType/:productType', params: catalog.SearchParams, query: catalog.DisableIsrQuery, body: catalog.ProductSearchBody },
  { method: 'GET', path: '/api/products/:id', params: catalog.ProductParams },
  { method: 'POST', path: '/api/products/by-ids', body: catalog.ProductBatchBody },
  { method: 'GET', path: '/api/profiles/:slug', params: catalog.ProfileParams, query: catalog.ProfileQuery },
  { method: 'POST', path: '/api/profiles/by-ids', body: catalog.SellerBatchBody },
  { method: 'GET', path: '/api/games', query: catalog.GamesQuery },
  { method: 'GET', path: '/api/games/:gameType', params: catalog.GameParams },
  { method: 'GET', path: '/api/services' },
  { method: 'GET', path: '/api/home/featured' },
  { method: 'GET', path: '/api/home/reviews' },
  { method: 'GET', path: '/api/services/:productType', params: catalog.ServiceParams },
  { method: 'POST', path: '/api/multi-search', body: catalog.MultiSearchBody },
  { method: 'POST', path: '/api/events', body: analytics.AnalyticsEventBody },
  { method: 'POST', path: '/api/session', body: accounts.SessionCookieBody },
  { method: 'DELETE', path: '/api/session' },
  { method: 'GET', path: '/api/auth/:provider/start', params: accounts.SocialProviderParams, query: accounts.SocialStartQuery },
  { method: 'GET', path: '/api/auth/:provider/callback', params: accounts.SocialProviderParams },
  { method: 'GET', path: '/api/admin/ledger/trial-balance' },
  // The body is the provider's signed bytes, parsed only once the signature holds: fuzzed as an opaque body.
  { method: 'POST', path: '/api/payments/webhooks/:provider' },
  { method: 'POST', path: '/api/payments/simulate', body: payments.SimulateChainPaymentBody },
  // Served only with NODE_ENV=test or TEST_HOOKS=1: browser journeys move the clock and run due timers.
  { method: 'POST', path: '/api/test/clock', body: shared.TestClockBody },
  { method: 'POST', path: '/api/support/tickets', body: content.SupportTicketBody },
  { method: 'GET', path: '/api/blog', query: content.BlogQuery },
  { method: 'GET', path: '/api/posts/:slug', params: content.PostParams, query: content.ContentLanguageQuery },
  { method: 'GET', path: '/api/wiki' },
  { method: 'GET', path: '/api/wiki/:gameType/:category', params: content.WikiCategoryParams, query: content.ContentLanguageQuery },
  { method: 'GET', path: '/api/wiki/:gameType/:category/:slug', params: content.WikiArticleParams, query: content.ContentLanguageQuery },
  { method: 'GET', path: '/api/tools/pokedex/:gameType', params: tools.PokedexParams, query: tools.PokedexQuery },
  { method: 'GET', path: '/api/tools/trackers/:game/player', params: tools.TrackerParams, query: tools.PlayerQuery },
  { method: 'GET', path: '/api/tools/mmr/league-of-legends', query: tools.PlayerQuery },
  { method: 'GET', path: '/api/tools/steam-inventory', query: tools.SteamInventoryQuery },
  { method: 'GET', path: '/api/tools/charts' },
  { method: 'GET', path: '/api/tools/charts/:gameType', params: tools.ChartParams, query: tools.ChartQuery },
  // A multipart body (one `file`); fuzzed as an opaque body, which it refuses naming `body`.
  { method: 'POST', path: '/api/media/uploads' },
  // Documents in conversations: a multipart upload (`conversationId`, then one `file`), read back by members only.
  { method: 'POST', path: messaging.MESSAGE_FILE_UPLOAD_PATH },
  { method: 'GET', path: messaging.MESSAGE_FILE_PATH, params: messaging.MessageFileParams },
  { method: 'GET', path: `${media.IMAGE_SERVICE_PATH}/:modifiers/*`, params: media.ImageRouteParams },
  // A multipart body (one `file`), like the media upload; documents are read back only by their owner or a reviewer.
  { method: 'POST', path: verification.VERIFICATION_UPLOAD_PATH },
  { method: 'GET', path: verification.VERIFICATION_DOCUMENT_PATH, params: verification.VerificationDocumentParams },
  // The seller REST API: every route but the document and its page needs `Authorization: Bearer <API key>` (fuzzed without one: 401).
  { method: 'GET', path: '/api/v1/openapi.json' },
  { method: 'GET', path: '/api/v1/docs' },
  { method: 'GET', path: '/api/v1/offers', query: sellerapi.OfferListQuery },
  { method: 'POST', path: '/api/v1/offers', body: sellerapi.OfferBody },
  { method: 'POST', path: '/api/v1/offers/bulk', body: sellerapi.BulkOffersBody },
  { method: 'GET', path: '/api/v1/offers/:offerId', params: sellerapi.OfferIdParams },
  { method: 'PUT', path: '/api/v1/offers/:offerId', params: sellerapi.OfferIdParams, body: sellerapi.OfferBody },
  { method: 'DELETE', path: '/api/v1/offers/:offerId', params: sellerapi.OfferIdParams },
  { method: 'GET', path: '/api/v1/orders' },
  { method: 'GET', path: '/api/v1/orders/:orderId', params: sellerapi.OrderIdParams },
  { method: 'POST', path: '/api/v1/orders/:orderId/deliver', params: sellerapi.OrderIdParams, body: sellerapi.DeliverBody },
];

/** Who may call a method: anyone (visitors included), or a user holding the permission. */
export type MethodAccess = 'anyone' | Permission;

/**
 * The permission each DDP method's use case asks for (`requirePermission`),
 * declared here so the role × method matrix can check that the server
 * refuses exactly the callers the permission table says it should.
 */
export const METHOD_ACCESS: Readonly<Record<string, MethodAccess>> = {
  login: 'anyone',
  logout: 'anyone',
  check2FA: 'anyone',
  createUser: 'anyone',
  authProviders: 'anyone',
  verifyEmail: 'anyone',
  forgotPassword: 'anyone',
  requestLoginLink: 'anyone',
  resetPassword: 'anyone',
  loginWithLink: 'anyone',
  completeLinkTwoFactor: 'anyone',
  requestSignInUnlock: 'anyone',
  unlockSignIn: 'anyone',
  generate2faActivationQrCode: 'account.security.manage',
  enableUser2fa: 'account.security.manage',
  disableUser2fa: 'account.security.manage',
  changePassword: 'account.security.manage',
  addEmail: 'account.security.manage',
  mySessions: 'account.security.manage',
  revokeSession: 'account.security.manage',
  generateRecoveryCodes: 'account.security.manage',
  getFavorites: 'favorites.manage',
  clearFavoriteProducts: 'favorites.manage',
  clearFavoriteSellers: 'favorites.manage',
  addFavoriteProduct: 'favorites.manage',
  removeFavoriteProduct: 'favorites.manage',
  addFavoriteSeller: 'favorites.manage',
  removeFavoriteSeller: 'favorites.manage',
  getSellerLevel: 'seller.level.view',
  setUserCountry: 'account.settings.edit',
  searchTerm: 'anyone',
  checkCartAvailablity: 'anyone',
  couponByCode: 'coupon.check',
  checkoutQuote: 'checkout.quote',
  saveCart: 'order.place',
  getCart: 'order.place',
  setUserBanned: 'user.ban',
  placeOrder: 'order.place',
  cancelOrder: 'order.place',
  getOrderGroup: 'order.view',
  getOrder: 'order.view',
  startOrder: 'order.fulfil',
  deliverOrder: 'order.fulfil',
  postBoostProgress: 'order.fulfil',
  answerCancel: 'order.fulfil',
  confirmOrder: 'order.place',
  requestCancel: 'order.place',
  openDispute: 'order.place',
  rateOrder: 'order.place',
  revealDelivery: 'order.place',
  answerDispute: 'order.view',
  myPenalties: 'order.view',
  getDisputeCount: 'order.view',
  resolveDispute: 'order.dispute.resolve',
  forceCompleteOrder: 'order.dispute.resolve',
  refundOrder: 'order.refund',
  lookupOrders: 'order.staff.view',
  orderAuditLog: 'order.staff.view',
  topUpCredits: 'credits.manage',
  mySavedCard: 'credits.manage',
  saveCard: 'credits.manage',
  removeSavedCard: 'credits.manage',
  myPayments: 'credits.manage',
  getBalances: 'credits.manage',
  myStatement: 'credits.manage',
  grantCredits: 'ledger.grant',
  createOffer: 'offer.manage',
  updateOffer: 'offer.manage',
  duplicateOffer: 'offer.manage',
  editOfferPriceStock: 'offer.manage',
  changeOffersState: 'offer.manage',
  myOffers: 'offer.manage',
  myOfferSettings: 'offer.manage',
  updateOfferSettings: 'offer.manage',
  getMyOffer: 'offer.manage',
  reportOffer: 'offer.report',
  offerReports: 'offer.moderate',
  moderateOffer: 'offer.moderate',
  quoteWithdrawal: 'withdrawal.request',
  requestWithdrawal: 'withdrawal.request',
  savePayoutDetails: 'withdrawal.request',
  myPayoutDetails: 'withdrawal.request',
  cancelWithdrawal: 'withdrawal.request',
  myWithdrawals: 'withdrawal.request',
  withdrawalQueue: 'withdrawal.disburse',
  approveWithdrawal: 'withdrawal.disburse',
  rejectWithdrawal: 'withdrawal.disburse',
  markWithdrawalPaid: 'withdrawal.disburse',
  markWithdrawalFailed: 'withdrawal.disburse',
  openConversation: 'messages.use',
  openOrderConversation: 'messages.use',
  sendMessage: 'messages.use',
  markRead: 'messages.use',
  blockUser: 'messages.use',
  muteUser: 'messages.use',
  archiveConversation: 'messages.use',
  reportMessage: 'messages.use',
  typing: 'messages.use',
  searchConversations: 'messages.use',
  impersonateUser: 'user.impersonate',
  stopImpersonating: 'anyone',
  supportTickets: 'support.answer',
  answerSupportTicket: 'support.answer',
  messageReports: 'messages.moderate',
  resolveMessageReport: 'messages.moderate',
  sendOffer: 'deal.offer',
  withdrawOffer: 'deal.offer',
  answerOffer: 'order.place',
  createRequest: 'order.place',
  cancelRequest: 'order.place',
  acceptRequestOffer: 'order.place',
  answerRequest: 'deal.offer',
  getRequest: 'anyone',
  markNotificationsSeen: 'messages.use',
  updateNotificationSettings: 'account.settings.edit',
  getIgPlus: 'anyone',
  buyIgPlus: 'credits.manage',
  cancelIgPlus: 'credits.manage',
  resumeIgPlus: 'credits.manage',
  updateProfile: 'account.settings.edit',
  becomeSeller: 'account.settings.edit',
  myBillingDetails: 'account.settings.edit',
  saveBillingDetails: 'account.settings.edit',
  completeOnboarding: 'account.settings.edit',
  exportMyData: 'account.security.manage',
  deleteAccount: 'account.security.manage',
  staffQueues: 'staff.panel',
  searchUsers: 'user.view',
  getStaffUser: 'user.view',
  setUserRoles: 'user.view',
  requireUserVerification: 'user.roles',
  removeUser: 'user.remove',
  staffAuditLog: 'audit.view',
  sellerReport: 'seller.level.view',
  sellerPerformance: 'seller.level.view',
  sellerTrustSignals: 'anyone',
  joinAffiliateProgram: 'credits.manage',
  myAffiliate: 'credits.manage',
  submitVerification: 'verification.submit',
  myVerification: 'verification.submit',
  verificationQueue: 'verification.review',
  approveVerification: 'verification.review',
  rejectVerification: 'verification.review',
  submitSellerApplication: 'account.settings.edit',
  mySellerApplication: 'account.settings.edit',
  withdrawSellerApplication: 'account.settings.edit',
  sellerApplications: 'user.roles',
  reviewSellerApplication: 'user.roles',
  createApiKey: 'api.keys',
  myApiKeys: 'api.keys',
  revokeApiKey: 'api.keys',
  contentEntries: 'content.write',
  contentEntry: 'content.write',
  saveContentEntry: 'content.write',
  previewContent: 'content.write',
  publishContent: 'content.write',
  unpublishContent: 'content.write',
  contentRevisions: 'content.write',
  restoreContentRevision: 'content.write',
};
