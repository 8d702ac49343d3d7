import type { FastifyInstance } from 'fastify';
import { err, ok } from 'neverthrow';
import type { PartyActions, ReadOrders } from '../../../../application/orders/index.ts';
import { DeliverBody, OrderIdParams, SELLER_API_BASE } from '../../../../contracts/sellerapi/index.ts';
import { domainError } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseBody, parseInput } from '../shared/validation.ts';
import type { ApiKeyGuard } from './api-key-guard.ts';

export interface SellerApiOrderDeps {
  readonly guard: ApiKeyGuard;
  readonly readOrders: ReadOrders;
  readonly party: PartyActions;
}

/**
 * /api/v1/orders: the orders the key's owner sold (their purchases are not
 * the API's business), and delivery through the same `deliverOrder` use case
 * as the order page, with its transition rules and credential sealing.
 */
export function registerSellerApiOrderRoutes(app: FastifyInstance, deps: SellerApiOrderDeps): void {
  const base = `${SELLER_API_BASE}/orders`;

  app.get(base, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'orders:read');
    if (actor === undefined) return reply;
    const orders = await deps.readOrders.mine(actor);
    if (orders.isErr()) return sendDomainError(reply, orders.error);
    return reply.header('cache-control', 'no-store').send({ orders: orders.value.filter((o) => o.role === 'seller') });
  });

  app.get(`${base}/:orderId`, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'orders:read');
    if (actor === undefined) return reply;
    const params = parseInput(OrderIdParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const order = (await deps.readOrders.order(actor, params.value)).andThen((o) =>
      o.role === 'seller' ? ok(o) : err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'params.orderId' })),
    );
    if (order.isErr()) return sendDomainError(reply, order.error);
    return reply.header('cache-control', 'no-store').send(order.value);
  });

  app.post(`${base}/:orderId/deliver`, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'orders:write');
    if (actor === undefined) return reply;
    const params = parseInput(OrderIdParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const body = parseBody(DeliverBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const delivered = await deps.party.deliver(actor, { orderId: params.value.orderId, delivery: body.value.delivery });
    if (delivered.isErr()) return sendDomainError(reply, delivered.error);
    return reply.header('cache-control', 'no-store').send(delivered.value);
  });
}
