import { ContainerModule } from 'inversify';
import { ListenersByPurpose } from '../../application/payments/index.ts';
import { MEMBERSHIP } from './membership.module.ts';
import { ORDERS } from './orders.module.ts';
import { PAYMENTS } from './payments.module.ts';

/**
 * Joins orders and payments, which never import each other (the money
 * contexts' rule): the checkout starts payments through the payments
 * module's `StartPayment`, and payments tell the checkout's listener of every
 * capture, which moves an order group's money on from the credits into escrow
 * (and membership's, which charges a month of ig-plus from them).
 */
export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(ORDERS.StartPayment).toService(PAYMENTS.StartPayment);
  bind(PAYMENTS.Listener).toDynamicValue((ctx) => new ListenersByPurpose({ ORDER_GROUP: ctx.get(ORDERS.PaymentListener), MEMBERSHIP: ctx.get(MEMBERSHIP.Billing) }));
});
