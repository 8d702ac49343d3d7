import type { Money } from '../../shared/money/money.ts';
import type { VolumeDiscountTier } from '../pricing/volume-discount.ts';

/**
 * How a product is bought. `ONE_TIME` products may be added with a stock of
 * 0; `PROFILE` products never carry a selected service. Other values come
 * from the catalogue and are carried through untouched.
 */
export type PurchaseBehavior = 'ONE_TIME' | 'PROFILE' | (string & {});

/** The seller shown on a cart line. */
export interface CartSeller {
  readonly _id: string;
  readonly username: string;
  readonly slug?: string;
}

/** The product type of a line, with the fee overrides pricing uses when it is the only product. */
export interface CartProductType {
  readonly label: string;
  readonly value: string;
  /** Service fee percent (e.g. 9.5) for a cart holding only this product. */
  readonly serviceFee?: number;
  /** Fixed fee in USD for a cart holding only this product. */
  readonly netFee?: Money;
}

/** The game type of a line, for the label the cart panel shows. */
export interface CartGameType {
  readonly label: string;
  readonly value: string;
}

/**
 * A service option chosen on the product page (e.g. a boost variant); its
 * `maxQuantity` replaces the product's as the line's cap.
 */
export interface SelectedService {
  readonly _id: string;
  readonly label?: string;
  readonly maxQuantity: number;
}

/**
 * One line of the cart (spec section 3), as kept in local storage under
 * `cartItems` and sent to the availability check. The cart functions keep
 * `1 ≤ quantity ≤ maxQuantity` on every line they produce.
 */
export interface CartItem {
  /** The product (listing) id; a cart holds at most one line per id. */
  readonly _id: string;
  readonly itemName: string;
  /** The most units this line may hold, always at least 1. */
  readonly maxQuantity: number;
  /** The least units the stepper goes down to, and its step when `incrementalQuantity` is set; at least 1. */
  readonly minQuantity: number;
  /** When set, the stepper moves in steps of `minQuantity` instead of 1. */
  readonly incrementalQuantity: boolean;
  readonly purchaseBehavior: PurchaseBehavior;
  /** Carried from the listing as given; the spec does not say what it holds. */
  readonly batch?: unknown;
  /** Unit price in USD, before any volume discount. */
  readonly price: Money;
  /** Delivery time as the listing words it, for display. */
  readonly deliveryDuration: string;
  /** Image URL of the item. */
  readonly avatar: string;
  readonly seller: CartSeller;
  readonly productType: CartProductType;
  readonly gameType: CartGameType;
  readonly quantity: number;
  /** The chat message an offer line came from, when it came from one. */
  readonly messageId?: string;
  readonly volumeDiscount?: number;
  readonly volumeDiscountObject?: VolumeDiscountTier;
  readonly selectedService?: SelectedService;
}

/**
 * The cart: its lines in the order they were first added. A plain readonly
 * array (not `{ items }`) because that is exactly what local storage and the
 * availability check carry, so adapters need no mapping.
 */
export type Cart = readonly CartItem[];

/**
 * What the product page knows about a listing when the buyer adds it: the
 * line's fields without the cart's own (`quantity` here is the stock, and the
 * quantity rules are optional).
 */
export interface CartProduct {
  readonly _id: string;
  /** The listing's title, shown as the line's item name. */
  readonly itemName: string;
  /** Units in stock; 0 means out of stock unless the product is `ONE_TIME`. */
  readonly quantity: number;
  /** Most units one order may take; a positive stock caps it further, and when absent or not positive the stock alone is the cap. */
  readonly maxQuantity?: number;
  /** Default 1. */
  readonly minQuantity?: number;
  /** Default false. */
  readonly incrementalQuantity?: boolean;
  readonly purchaseBehavior: PurchaseBehavior;
  readonly batch?: unknown;
  readonly price: Money;
  readonly deliveryDuration: string;
  readonly avatar: string;
  readonly seller: CartSeller;
  readonly productType: CartProductType;
  readonly gameType: CartGameType;
  readonly messageId?: string;
  readonly volumeDiscount?: number;
  readonly volumeDiscountObject?: VolumeDiscountTier;
}
