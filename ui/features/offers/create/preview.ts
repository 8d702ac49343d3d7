import { combine } from 'effector';
import { buyerQuote, formatMoney, tierPrices, type PricedProductType, type VolumeDiscountTier } from '../../../../domain/index.ts';
import { $form, $scope } from './model.ts';
import { centsOf } from './form.ts';

/*
 * The price preview beside the form: the unit price at each point of the
 * volume discount and the quote a buyer of the minimum quantity will see,
 * both computed by the checkout's own pricing (domain `quoteCart`), so the
 * seller reads the numbers buyers will. Shown only once the price and the
 * quantities are numbers the checkout accepts.
 */

export interface OfferPreview {
  readonly tiers: readonly { readonly quantity: number; readonly unitPrice: string; readonly discountPercent: string }[];
  readonly quote: { readonly quantity: number; readonly subtotal: string; readonly fee: string; readonly total: string };
}

function whole(text: string): number | null {
  return /^\s*\d{1,7}\s*$/.test(text) ? Number(text) : null;
}

function tierOf(form: { discountOn: boolean; discountStart: string; discountEnd: string; discountMin: string; discountMax: string }): VolumeDiscountTier | null | undefined {
  if (!form.discountOn) return null;
  const [start, end, min, max] = [whole(form.discountStart), whole(form.discountEnd), Number(form.discountMin), Number(form.discountMax)];
  if (start === null || end === null || !Number.isFinite(min) || !Number.isFinite(max) || end < start || max < min || min < 0 || max > 100) return undefined;
  return { start, end, min, max };
}

export const $preview = combine($form, $scope, (form, scope): OfferPreview | null => {
  const priceMinor = centsOf(form.price);
  const minQuantity = whole(form.minQuantity);
  const tier = tierOf(form);
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 1 || minQuantity === null || minQuantity < 1 || tier === undefined) return null;
  const selected = scope?.selectedProductType;
  const productType: PricedProductType = {
    value: form.productType,
    ...(selected?.serviceFee === undefined ? {} : { serviceFee: selected.serviceFee }),
    ...(selected?.netFee === undefined ? {} : { netFee: selected.netFee }),
  };
  const offer = { priceMinor, minQuantity, volumeDiscount: tier };
  const tiers = tierPrices(offer, productType);
  const quote = buyerQuote(offer, minQuantity, productType);
  if (tiers.isErr() || quote.isErr()) return null;
  return {
    tiers: tiers.value.map((t) => ({ quantity: t.quantity, unitPrice: formatMoney(t.unitPrice), discountPercent: `${Math.round(t.discountPercent * 100) / 100}%` })),
    quote: {
      quantity: quote.value.lines[0]?.quantity ?? minQuantity,
      subtotal: formatMoney(quote.value.subtotal),
      fee: formatMoney(quote.value.serviceFee),
      total: formatMoney(quote.value.total),
    },
  };
});
