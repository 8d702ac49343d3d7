import { useTranslation } from 'react-i18next';
import { abbreviateQuantity, pathFor, type ResolvedCurrency } from '../../../domain/index.ts';
import { formatUsdCents } from '../../features/catalog/listings/price.ts';
import type { Offer } from '../../features/catalog/listings/schemas.ts';
import styles from './OfferCard.module.scss';

/** Delivery durations the catalog uses; others are shown as they come. */
const DELIVERY_KEYS = ['INSTANT', '1H', '6H', '24H', '3D'] as const;

/** One offer: title, seller and rating, price in the display currency, delivery time and stock; the whole card opens the product. */
export function OfferCard({ offer, display, layout }: { readonly offer: Offer; readonly display: Pick<ResolvedCurrency, 'currency' | 'rate'>; readonly layout: 'GRID' | 'LIST' }) {
  const { t } = useTranslation();
  const delivery = (DELIVERY_KEYS as readonly string[]).includes(offer.deliveryDuration) ? t(`listings.delivery.${offer.deliveryDuration as (typeof DELIVERY_KEYS)[number]}`) : offer.deliveryDuration;
  const stock = offer.quantity > 0 ? t('listings.offer.stock', { amount: abbreviateQuantity(offer.quantity) }) : t('listings.offer.madeToOrder');
  const rating = Math.round(offer.seller.communityRating * 10) / 10;
  return (
    <li className={`${styles.card} ${layout === 'GRID' ? styles.grid : styles.list}`} data-testid="offer-card" data-price={offer.price}>
      <a className={styles.link} href={pathFor('product', { id: offer._id })}>
        <h2 className={styles.title}>{offer.title}</h2>
        <p className={styles.seller}>
          <span className={styles.sellerName}>{offer.seller.username}</span>
          <span className={styles.rating} aria-label={t('listings.offer.rating', { rating })}>
            <span aria-hidden="true">★ {rating.toFixed(1)}</span>
          </span>
        </p>
        <p className={styles.meta}>
          <span>{t('cart.delivery', { duration: delivery })}</span>
          <span>{stock}</span>
        </p>
        <p className={styles.price} data-testid="offer-price">
          {formatUsdCents(offer.price, display)}
        </p>
      </a>
    </li>
  );
}

/** A placeholder card while offers load. */
export function OfferSkeleton({ layout }: { readonly layout: 'GRID' | 'LIST' }) {
  return (
    <li className={`${styles.card} ${styles.skeleton} ${layout === 'GRID' ? styles.grid : styles.list}`} aria-hidden="true" data-testid="offer-skeleton">
      <span className={styles.bone} />
      <span className={`${styles.bone} ${styles.short}`} />
      <span className={`${styles.bone} ${styles.shorter}`} />
    </li>
  );
}
