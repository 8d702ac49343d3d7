import type * as v from 'valibot';
import {
  BulkOffersAnswer,
  BulkOffersBody,
  DeletedAnswer,
  DeliverAnswer,
  DeliverBody,
  OfferBody,
  OfferIdParams,
  OfferListAnswer,
  OfferListQuery,
  OrderIdParams,
  OrderListAnswer,
  SellerApiOrder,
} from '../../../../contracts/sellerapi/index.ts';
import { SellerOfferSchema } from '../../../../contracts/offers/index.ts';
import type { ApiKeyScope } from '../../../../domain/index.ts';

/** One REST operation as the OpenAPI document and the reference page describe it, from the schemas the routes parse with. */
export interface SellerApiOperation {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI's template (`{offerId}`), under /api/v1. */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly scope: ApiKeyScope;
  readonly params?: v.ObjectSchema<v.ObjectEntries, undefined>;
  readonly query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  readonly body?: v.GenericSchema;
  readonly status: 200 | 201;
  readonly answer: v.GenericSchema;
}

export const SELLER_API_OPERATIONS: readonly SellerApiOperation[] = [
  { method: 'get', path: '/offers', operationId: 'listOffers', summary: "The key owner's offers, newest first", scope: 'offers:read', query: OfferListQuery, status: 200, answer: OfferListAnswer },
  { method: 'post', path: '/offers', operationId: 'createOffer', summary: 'List a new offer (searchable when this answers)', scope: 'offers:write', body: OfferBody, status: 201, answer: SellerOfferSchema },
  {
    method: 'post',
    path: '/offers/bulk',
    operationId: 'bulkUpsertOffers',
    summary: 'Create or replace up to 1,000 offers in one call; items that fail are named by index',
    scope: 'offers:write',
    body: BulkOffersBody,
    status: 200,
    answer: BulkOffersAnswer,
  },
  { method: 'get', path: '/offers/{offerId}', operationId: 'getOffer', summary: 'One offer', scope: 'offers:read', params: OfferIdParams, status: 200, answer: SellerOfferSchema },
  { method: 'put', path: '/offers/{offerId}', operationId: 'updateOffer', summary: "Replace an offer's fields", scope: 'offers:write', params: OfferIdParams, body: OfferBody, status: 200, answer: SellerOfferSchema },
  { method: 'delete', path: '/offers/{offerId}', operationId: 'deleteOffer', summary: 'Delete an offer (gone from the listing at once)', scope: 'offers:write', params: OfferIdParams, status: 200, answer: DeletedAnswer },
  { method: 'get', path: '/orders', operationId: 'listOrders', summary: 'The orders the key owner sold, newest first', scope: 'orders:read', status: 200, answer: OrderListAnswer },
  { method: 'get', path: '/orders/{orderId}', operationId: 'getOrder', summary: 'One sold order', scope: 'orders:read', params: OrderIdParams, status: 200, answer: SellerApiOrder },
  {
    method: 'post',
    path: '/orders/{orderId}/deliver',
    operationId: 'deliverOrder',
    summary: 'Deliver a paid order (text, credentials or files)',
    scope: 'orders:write',
    params: OrderIdParams,
    body: DeliverBody,
    status: 200,
    answer: DeliverAnswer,
  },
];
