import { createEvent } from 'effector';
import type { CartProduct, SelectedService } from '../../../domain/index.ts';

/*
 * The cart (spec sections 2, 3, 4). The whole model — store in local storage,
 * availability check, drawer, toasts — is built by the cart feature; this file
 * first fixes the contract other pages use to put things in it.
 */

/** A product page (or a listing card) asked to add `quantity` units of `product`. */
export const productAddedToCart = createEvent<{ readonly product: CartProduct; readonly quantity: number; readonly selectedService?: SelectedService }>();
/** The header's cart button or 'Go to cart' asked to show the drawer. */
export const cartOpened = createEvent();
