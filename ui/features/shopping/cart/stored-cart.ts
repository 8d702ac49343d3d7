import * as v from 'valibot';
import { USD, type Cart, type CartItem } from '../../../../domain/index.ts';

/*
 * The cart as kept in local storage under `cartItems` (spec section 3): a
 * JSON array of cart lines. Storage is outside our control (older versions,
 * other tabs, hand edits), so every line is checked on the way in; a line that
 * does not fit is dropped rather than breaking the whole cart, quantities are
 * brought back within [1, maxQuantity], and a second line for the same
 * product is dropped. Prices read here are only ever shown as an estimate:
 * checkout prices come from the server.
 */

/** The local-storage key of the cart (spec section 3). */
export const CART_STORAGE_KEY = 'cartItems';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const whole = v.pipe(v.number(), v.safeInteger());
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const usd = v.object({ minor: v.pipe(whole, v.minValue(0)), currency: v.literal(USD) });

const StoredLine = v.object({
  _id: v.pipe(text(64), v.nonEmpty()),
  itemName: text(500),
  maxQuantity: v.pipe(whole, v.minValue(1)),
  minQuantity: v.pipe(whole, v.minValue(1)),
  incrementalQuantity: v.boolean(),
  purchaseBehavior: text(40),
  batch: v.optional(v.unknown()),
  price: usd,
  deliveryDuration: text(100),
  avatar: text(2048),
  seller: v.object({ _id: text(64), username: text(100), slug: v.optional(text(200)) }),
  productType: v.object({ label: text(100), value: text(64), serviceFee: v.optional(percent), netFee: v.optional(usd) }),
  gameType: v.object({ label: text(100), value: text(64) }),
  quantity: v.pipe(whole, v.minValue(1)),
  messageId: v.optional(text(64)),
  volumeDiscount: v.optional(v.number()),
  volumeDiscountObject: v.optional(v.object({ start: v.number(), end: v.number(), min: percent, max: percent })),
  selectedService: v.optional(v.object({ _id: text(64), label: v.optional(text(200)), maxQuantity: v.pipe(whole, v.minValue(1)) })),
});

/** The most lines kept; the same bound as the server's cart check. */
export const MAX_STORED_LINES = 100;

/** The cart in `raw` (the stored JSON text, or null when nothing is stored); anything unusable reads as fewer lines, never as an error. */
export function parseStoredCart(raw: string | null): Cart {
  if (raw === null || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const lines: CartItem[] = [];
  for (const entry of data.slice(0, MAX_STORED_LINES)) {
    const parsed = v.safeParse(StoredLine, entry);
    if (!parsed.success || seen.has(parsed.output._id)) continue;
    seen.add(parsed.output._id);
    const line = parsed.output as CartItem;
    lines.push({ ...line, quantity: Math.min(Math.max(line.quantity, 1), line.maxQuantity) });
  }
  return lines;
}

/** The text stored for `cart`. */
export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart);
}
