import { createEvent, createStore, sample } from 'effector';
import { checkoutStopped } from './status.ts';

/*
 * Payment is not built yet: the pay button says so and never pretends
 * (no order is created, nothing is charged).
 */

export const payClicked = createEvent();

/** The pay button was pressed: payment is not available yet, and the page says so. */
export const $paymentUnavailable = createStore(false, { sid: 'checkout/$paymentUnavailable', serialize: 'ignore' });

$paymentUnavailable.on(payClicked, () => true);
sample({ clock: checkoutStopped, target: $paymentUnavailable.reinit });
