import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ProductCardData } from '../../features/catalog/product/card.ts';
import { Image } from '../Image/Image.tsx';
import styles from './ProductCard.module.scss';

/** One product in a list (profile, favorites, recently viewed): a link to its page, with an optional action beside it. */
export function ProductCard({ card, action }: { readonly card: ProductCardData; readonly action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={styles['card']} data-testid="product-card" data-product-id={card.id}>
      <a href={card.href} className={styles['link']}>
        <Image src={card.image} alt="" width={320} height={180} placeholderLabel={card.gameLabel} />
        <span className={styles['meta']}>
          {card.gameLabel} · {card.productTypeLabel}
        </span>
        <span className={styles['title']}>{card.title}</span>
        <span className={styles['footer']}>
          <span className={styles['price']}>{card.price}</span>
          <span className={styles['delivery']}>{t(`listings.delivery.${card.deliveryDuration}`, { defaultValue: card.deliveryDuration })}</span>
        </span>
        <span className={styles['seller']}>{t('card.by', { seller: card.sellerName })}</span>
        {card.outOfStock && <span className={styles['badge']}>{t('product.stock.outOfStock')}</span>}
      </a>
      {action !== undefined && <div className={styles['action']}>{action}</div>}
    </article>
  );
}

/** A responsive grid of cards. */
export function ProductGrid({ children }: { readonly children: ReactNode }) {
  return <div className={styles['grid']}>{children}</div>;
}
