import { useTranslation } from '../../i18n/use-translation.tsx';
import { abbreviateQuantity, artPath, formatInterval, formatRating, pathFor, type ResolvedCurrency } from '../../../domain/index.ts';
import { formatUsdCents } from '../../features/catalog/listings/price.ts';
import type { Offer } from '../../features/catalog/listings/schemas.ts';
import { Image } from '../Image/Image.tsx';
import styles from './OfferCard.module.scss';

/** Delivery durations the catalog uses; others are shown as they come. */
const DELIVERY_KEYS = ['INSTANT', '1H', '6H', '24H', '3D'] as const;

/**
 * One offer: picture, title, seller with rating and level (the server's
 * dispute-aware level) and a dot when online, delivery time with how fast
 * the seller usually delivers, stock and the warranty of game
 * accounts, price in the display currency; the whole card opens the product. LIST
 * cards are one dense row on wide screens and a two-column card on phones
 * (picture beside the text, price under the title), never stacked on top of
 * each other. Numbers sit in <bdi> so a right-to-left page keeps them whole.
 */
export function OfferCard({
  offer,
  display,
  layout,
  eager = false,
}: {
  readonly offer: Offer;
  readonly display: Pick<ResolvedCurrency, 'currency' | 'rate'>;
  readonly layout: 'GRID' | 'LIST';
  /** The card is in the first screen: its picture is the page's largest paint, so it loads at once. */
  readonly eager?: boolean;
}) {
  const { t } = useTranslation();
  const delivery = (DELIVERY_KEYS as readonly string[]).includes(offer.deliveryDuration) ? t(`listings.delivery.${offer.deliveryDuration as (typeof DELIVERY_KEYS)[number]}`) : offer.deliveryDuration;
  const stock = offer.quantity > 0 ? t('listings.offer.stock', { amount: abbreviateQuantity(offer.quantity) }) : t('listings.offer.madeToOrder');
  const rating = formatRating(offer.seller.communityRating);
  const { level } = offer.seller;
  const levelBadge = t('profile.levelBadge', { level: level.level, name: t(`profile.levels.${level.level}`, { defaultValue: level.name }) });
  const list = layout === 'LIST';
  const picture = offer.image ?? artPath({ kind: 'offer', ids: [offer.gameType, offer.productType] });
  return (
    <li className={`${styles.card} ${list ? styles.list : styles.grid}`} data-testid="offer-card" data-price={offer.price}>
      <a className={styles.link} href={pathFor('product', { id: offer._id })}>
        <span className={styles.picture} data-testid="offer-picture">
          <Image src={picture} alt="" width={list ? 64 : 320} height={list ? 64 : 180} eager={eager} />
        </span>
        <h2 className={styles.title} dir="auto">
          {offer.title}
        </h2>
        <p className={styles.seller}>
          <span className={styles.sellerName}>
            {offer.seller.online && <span className={styles.online} role="img" aria-label={t('listings.offer.online')} title={t('listings.offer.online')} data-testid="offer-seller-online" />}
            {offer.seller.username}
          </span>
          <span className={styles.rating} aria-label={t('listings.offer.rating', { rating })}>
            <span aria-hidden="true">
              ★ <bdi>{rating}</bdi>
            </span>
          </span>
          <span className={styles.level} data-testid="offer-seller-level">
            <bdi>{levelBadge}</bdi>
          </span>
        </p>
        <p className={styles.meta}>
          <span>{t('cart.delivery', { duration: delivery })}</span>
          {offer.seller.medianDeliveryMinutes === null ? null : (
            <span data-testid="offer-median-delivery">
              <bdi>{t('listings.offer.usuallyDelivers', { time: formatInterval(offer.seller.medianDeliveryMinutes * 60) })}</bdi>
            </span>
          )}
          <span>
            <bdi>{stock}</bdi>
          </span>
          {offer.warrantyDays === null ? null : (
            <span className={styles.warranty} data-testid="offer-warranty">
              <bdi>{t('listings.offer.warranty', { days: offer.warrantyDays })}</bdi>
            </span>
          )}
        </p>
        <p className={styles.price} data-testid="offer-price">
          <bdi>{formatUsdCents(offer.price, display)}</bdi>
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
