import { combine, createStore } from 'effector';
import { formatMoney, quoteCart, quoteLinesOf, type CartQuote, type Money } from '../../../../domain/index.ts';
import { $user } from '../../accounts/session/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $cart } from '../cart/model.ts';
import { $serverQuote } from './quote.ts';

/*
 * The order summary the checkout page shows: the server's quote once it has
 * answered, and until then the domain's quote over what the browser holds,
 * marked as an estimate and never purchasable.
 */

/** The domain's quote over what the browser holds: the placeholder until the server answers. */
export const $localQuote = combine($cart, $displayCurrency, $user, (cart, display, user): CartQuote | null =>
  cart.length === 0 ? null : quoteCart({ lines: quoteLinesOf(cart), currency: display.currency, rate: display.rate, igPlusActive: user?.igPlusActive ?? false }).unwrapOr(null),
);

/** One line of the summary. */
export interface CheckoutLineView {
  readonly productId: string;
  readonly itemName: string;
  readonly gameType: string;
  readonly productType: string;
  /** The product type's value, so the page names it as the listing and breadcrumb do (translated). */
  readonly productTypeValue: string;
  readonly quantity: number;
  readonly unitPrice: string | null;
  readonly lineTotal: string | null;
  readonly availability: 'AVAILABLE' | 'CLAMPED' | 'PRODUCT_NOT_FOUND' | 'PRODUCT_NOT_AVAILABLE';
  readonly maxQuantity: number | null;
}

/** The summary as shown: the server's numbers, or the local placeholder while they load. */
export interface CheckoutSummary {
  /** 'server' once the server answered; 'estimate' while only the placeholder is known. */
  readonly source: 'server' | 'estimate';
  readonly currency: string;
  readonly fellBackToUsd: boolean;
  readonly lines: readonly CheckoutLineView[];
  readonly subtotal: string;
  readonly serviceFee: string;
  /** Shown only for an active ig-plus membership. */
  readonly membershipDiscount: string | null;
  /** Shown only when a coupon takes something off. */
  readonly couponDiscount: string | null;
  /** Set when the server capped the coupon at the fee left after ig-plus: its own value and what it takes off. */
  readonly couponCapped: { readonly before: string; readonly applied: string } | null;
  readonly total: string;
  /** Whether anything can be paid for. */
  readonly purchasable: boolean;
}

const minus = (amount: Money): string => `−${formatMoney(amount)}`;

/** What the summary names each line by, kept for lines the server's answer took out of the cart. */
const $lineLabels = createStore<Readonly<Record<string, { readonly itemName: string; readonly gameType: string; readonly productType: string; readonly productTypeValue: string }>>>(
  {},
  { sid: 'checkout/$lineLabels', serialize: 'ignore' },
).on($cart.updates, (labels, cart) => ({
  ...labels,
  ...Object.fromEntries(cart.map((line) => [line._id, { itemName: line.itemName, gameType: line.gameType.label, productType: line.productType.label, productTypeValue: line.productType.value }])),
}));

export const $checkoutSummary = combine($serverQuote, $localQuote, $cart, $user, $lineLabels, (server, local, cart, user, labels): CheckoutSummary | null => {
  if (server !== null) {
    return {
      source: 'server',
      currency: server.currency,
      fellBackToUsd: server.fellBackToUsd,
      lines: server.lines.map((line) => {
        const label = labels[line.productId];
        return {
          productId: line.productId,
          itemName: label?.itemName ?? line.productId,
          gameType: label?.gameType ?? '',
          productType: label?.productType ?? '',
          productTypeValue: label?.productTypeValue ?? '',
          quantity: line.quantity > 0 ? line.quantity : line.requestedQuantity,
          unitPrice: line.unitPrice === null ? null : formatMoney(line.unitPrice),
          lineTotal: line.lineTotal === null ? null : formatMoney(line.lineTotal),
          availability: line.availability,
          maxQuantity: line.maxQuantity,
        };
      }),
      subtotal: formatMoney(server.subtotal),
      serviceFee: formatMoney(server.serviceFee),
      membershipDiscount: server.igPlusActive ? minus(server.membershipDiscount) : null,
      couponDiscount: server.couponDiscount.minor > 0 ? minus(server.couponDiscount) : null,
      couponCapped: server.couponCapped ? { before: formatMoney(server.couponBeforeCap), applied: formatMoney(server.couponDiscount) } : null,
      total: formatMoney(server.total),
      purchasable: server.purchasable,
    };
  }
  if (local === null) return null;
  return {
    source: 'estimate',
    currency: local.currency,
    fellBackToUsd: false,
    lines: cart.map((item, i) => {
      const priced = local.lines[i];
      return {
        productId: item._id,
        itemName: item.itemName,
        gameType: item.gameType.label,
        productType: item.productType.label,
        productTypeValue: item.productType.value,
        quantity: item.quantity,
        unitPrice: priced === undefined ? null : formatMoney(priced.unitPrice),
        lineTotal: priced === undefined ? null : formatMoney(priced.lineTotal),
        availability: 'AVAILABLE',
        maxQuantity: item.maxQuantity,
      };
    }),
    subtotal: formatMoney(local.subtotal),
    serviceFee: formatMoney(local.serviceFee),
    membershipDiscount: user?.igPlusActive === true ? minus(local.membershipDiscount) : null,
    couponDiscount: null,
    couponCapped: null,
    total: formatMoney(local.total),
    purchasable: false,
  };
});
