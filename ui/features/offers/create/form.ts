import { offerFieldErrors, type OfferInputDraft } from '../../../../contracts/offers/index.ts';

/*
 * The create-offer form as typed: numbers stay the strings the seller
 * entered until they are read into the offer the contract checks, so a
 * half-typed "12." is kept on screen and its error shown under its field.
 */

export interface ServiceRow {
  readonly label: string;
  readonly maxQuantity: string;
}

export interface OfferForm {
  readonly gameType: string;
  readonly productType: string;
  /** filter value → chosen tag value(s). */
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly platform: string;
  readonly title: string;
  readonly description: string;
  /** Dollars as typed, e.g. "12.50". */
  readonly price: string;
  readonly quantity: string;
  readonly minQuantity: string;
  readonly incrementalQuantity: boolean;
  readonly discountOn: boolean;
  readonly discountStart: string;
  readonly discountEnd: string;
  readonly discountMin: string;
  readonly discountMax: string;
  readonly deliveryDuration: string;
  readonly purchaseBehavior: string;
  readonly services: readonly ServiceRow[];
  /** Uploaded images by their `src` (`media/{key}`), the first the card's picture. */
  readonly images: readonly string[];
}

/** The text fields one input edits. */
export type OfferTextField = Exclude<keyof OfferForm, 'tags' | 'services' | 'images' | 'incrementalQuantity' | 'discountOn'>;

export const EMPTY_FORM: OfferForm = {
  gameType: '',
  productType: '',
  tags: {},
  platform: '',
  title: '',
  description: '',
  price: '',
  quantity: '1',
  minQuantity: '1',
  incrementalQuantity: false,
  discountOn: false,
  discountStart: '10',
  discountEnd: '50',
  discountMin: '2',
  discountMax: '10',
  deliveryDuration: 'INSTANT',
  purchaseBehavior: 'DEFAULT',
  services: [],
  images: [],
};

/** A typed number; NaN (which the schema names as "must be a number") when it is not one. */
function numberOf(text: string): number {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Dollars to whole cents without a float product: "12.5" → 1250; more than two decimals is not a price. */
export function centsOf(text: string): number {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (match === null) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents back to the dollars the price field shows. */
export function dollarsOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The offer the contract checks, read from the form. */
export function draftOf(form: OfferForm): OfferInputDraft {
  return {
    gameType: form.gameType,
    productType: form.productType,
    tags: Object.fromEntries(Object.entries(form.tags).filter(([, v]) => (typeof v === 'string' ? v !== '' : v.length > 0))) as Record<string, string | string[]>,
    platform: form.platform === '' ? null : form.platform,
    title: form.title,
    description: form.description,
    priceMinor: centsOf(form.price),
    quantity: numberOf(form.quantity),
    minQuantity: numberOf(form.minQuantity),
    incrementalQuantity: form.incrementalQuantity,
    volumeDiscount: form.discountOn
      ? { start: numberOf(form.discountStart), end: numberOf(form.discountEnd), min: numberOf(form.discountMin), max: numberOf(form.discountMax) }
      : null,
    deliveryDuration: form.deliveryDuration as OfferInputDraft['deliveryDuration'],
    purchaseBehavior: form.purchaseBehavior as OfferInputDraft['purchaseBehavior'],
    services: form.services.map((s) => ({ label: s.label, maxQuantity: numberOf(s.maxQuantity) })),
    images: [...form.images],
  };
}

/** The form's errors by field path (`title`, `volumeDiscount.start`, `services.0.label`), from the shared schema. */
export function formErrors(form: OfferForm): Readonly<Record<string, string>> {
  return offerFieldErrors(draftOf(form));
}

/** An offer (from `getMyOffer`) as the form shows it, for editing. */
export function formOf(offer: {
  readonly gameType: string;
  readonly productType: string;
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly platform: string | null;
  readonly title: string;
  readonly description: string;
  readonly priceMinor: number;
  readonly quantity: number;
  readonly minQuantity: number;
  readonly incrementalQuantity: boolean;
  readonly volumeDiscount: { readonly start: number; readonly end: number; readonly min: number; readonly max: number } | null;
  readonly deliveryDuration: string;
  readonly purchaseBehavior: string;
  readonly services: readonly { readonly label: string; readonly maxQuantity: number }[];
  readonly images: readonly string[];
}): OfferForm {
  const tier = offer.volumeDiscount;
  return {
    gameType: offer.gameType,
    productType: offer.productType,
    tags: offer.tags,
    platform: offer.platform ?? '',
    title: offer.title,
    description: offer.description,
    price: dollarsOf(offer.priceMinor),
    quantity: String(offer.quantity),
    minQuantity: String(offer.minQuantity),
    incrementalQuantity: offer.incrementalQuantity,
    discountOn: tier !== null,
    discountStart: String(tier?.start ?? EMPTY_FORM.discountStart),
    discountEnd: String(tier?.end ?? EMPTY_FORM.discountEnd),
    discountMin: String(tier?.min ?? EMPTY_FORM.discountMin),
    discountMax: String(tier?.max ?? EMPTY_FORM.discountMax),
    deliveryDuration: offer.deliveryDuration,
    purchaseBehavior: offer.purchaseBehavior,
    services: offer.services.map((s) => ({ label: s.label, maxQuantity: String(s.maxQuantity) })),
    images: offer.images,
  };
}
