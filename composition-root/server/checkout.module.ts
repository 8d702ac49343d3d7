import { ContainerModule } from 'inversify';
import { ORDERS } from './orders.module.ts';
import { PAYMENTS } from './payments.module.ts';

/**
 * Joins orders and payments, which never import each other (the money
 * contexts' rule): the checkout starts payments through the payments
 * module's `StartPayment`, and payments tell the checkout's listener of every
 * capture, which moves an order group's money on from the credits into escrow.
 */
export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(ORDERS.StartPayment).toService(PAYMENTS.StartPayment);
  bind(PAYMENTS.Listener).toService(ORDERS.PaymentListener);
});
