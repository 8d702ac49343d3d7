import { MessageSellerButton } from '../Messaging/MessageSellerButton.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PublicSeller } from '../../../contracts/catalog/index.ts';
import { artPath, formatRating, pathFor } from '../../../domain/index.ts';
import { Image } from '../Image/Image.tsx';
import styles from './SellerCard.module.scss';

/** Who sells: avatar, name (a link to the profile), community rating and seller level. */
export function SellerCard({ seller, heading }: { readonly seller: PublicSeller; readonly heading: string }) {
  const { t } = useTranslation();
  const href = pathFor('profile', { slug: seller.slug });
  return (
    <section className={styles['card']} aria-label={heading} data-testid="seller-card">
      <a href={href} className={styles['avatar']} tabIndex={-1} aria-hidden="true">
        <Image src={seller.avatar ?? artPath({ kind: 'seller', ids: [seller.slug] })} alt={seller.username} width={48} height={48} />
      </a>
      <div className={styles['body']}>
        <p className={styles['heading']}>{heading}</p>
        <a href={href} className={styles['name']} data-testid="seller-link">
          {seller.username}
        </a>
        <p className={styles['meta']}>
          <span className={styles['rating']} title={t('profile.rating')}>
            <span aria-hidden="true">★</span> <bdi>{formatRating(seller.communityRating)}</bdi>
            <span className="visually-hidden"> / 5</span>
          </span>
          {seller.level !== null && (
            <span className={styles['level']}>{t('profile.levelBadge', { level: seller.level.level, name: t(`profile.levels.${seller.level.level}`, { defaultValue: seller.level.name }) })}</span>
          )}
        </p>
        <MessageSellerButton sellerId={seller._id} />
      </div>
    </section>
  );
}
