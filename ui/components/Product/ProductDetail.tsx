import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { HydrateLater } from '../../app/hydrate-later.tsx';
import { formatNumber, formatPercent, pathFor } from '../../../domain/index.ts';
import { $page } from '../../features/shared/page/model.ts';
import {
  $basePrice,
  $favorite,
  $outOfStock,
  $price,
  $product,
  $productError,
  $quantityControl,
  $volumeDiscountRows,
  addToCartClicked,
  favoriteClicked,
  fetchProductFx,
  quantityCommitted,
  quantityDecreased,
  quantityIncreased,
  quantityTyped,
} from '../../features/catalog/product/model.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { useProductTypeName } from '../Games/product-type-name.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { QuantityControl } from './QuantityControl.tsx';
import { ReportOffer } from './ReportOffer.tsx';
import { SellerCard } from './SellerCard.tsx';
import { VolumeDiscountTable } from './VolumeDiscountTable.tsx';
import styles from './ProductDetail.module.scss';

/**
 * A listing's page: what it is, who sells it, how fast it arrives, how many
 * are left, the price of the chosen quantity with its volume discount, add
 * to cart and the favorite heart. `boost` words it for a boosting session
 * (`/playboost/{id}`); the data and rules are the same.
 */
export function ProductDetail({ boost }: { readonly boost: boolean }) {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const [page, product, error, control, price, basePrice, rows, outOfStock, favorite] = useUnit([
    $page,
    $product,
    $productError,
    $quantityControl,
    $price,
    $basePrice,
    $volumeDiscountRows,
    $outOfStock,
    $favorite,
  ]);
  const [increase, decrease, type, commit, addToCart, toggleFavorite, retry] = useUnit([
    quantityIncreased,
    quantityDecreased,
    quantityTyped,
    quantityCommitted,
    addToCartClicked,
    favoriteClicked,
    fetchProductFx,
  ]);
  const id = page.params['id'] ?? '';
  const words = boost ? 'product.boost' : 'product.regular';

  if (product === null || product._id !== id) {
    return (
      <main className={`page ${styles['page']}`} aria-busy={error === null}>
        {error === null ? (
          <div className={styles['skeleton']} role="status">
            <span className="visually-hidden">{t('loading.label')}</span>
          </div>
        ) : (
          <section className="panel" role="alert">
            <p>{t('product.loadFailed')}</p>
            <button type="button" className="button" onClick={() => retry(id)}>
              {t('product.retry')}
            </button>
          </section>
        )}
      </main>
    );
  }

  const gameHref = pathFor('game', { gameType: product.gameType.value });
  const listingHref = pathFor('listing', { gameType: product.gameType.value, productType: product.productType.value });
  const unlimited = product.quantity <= 0 && product.purchaseBehavior === 'ONE_TIME';
  return (
    <main className={`page ${styles['page']}`}>
      <Breadcrumbs
        trail={[
          { label: product.gameType.label, href: gameHref },
          { label: typeName(product.productType), href: listingHref },
          { label: product.title },
        ]}
      />
      <div className={styles['layout']}>
        <div className={styles['media']}>
          {/* The gallery and the seller card are hydrated each in a task of its own after the page (hydrate-later.tsx):
              the buy box answers first. */}
          <HydrateLater id="product-gallery">
            <ProductGallery images={product.images} title={product.title} gameType={product.gameType} productType={product.productType.value} />
          </HydrateLater>
          {product.tags.length > 0 && (
            <ul className={styles['tags']} aria-label={t('product.details')}>
              {product.tags.map((tag) => (
                <li key={tag.filter}>
                  <span>{tag.label}</span> {tag.values.join(', ')}
                </li>
              ))}
            </ul>
          )}
        </div>

        <section className={styles['summary']} aria-labelledby="product-title">
          <p className={styles['eyebrow']}>
            {boost && <span className={styles['badge']}>{t('product.boost.badge')}</span>}
            <a href={gameHref} data-testid="product-game">
              {product.gameType.label}
            </a>
            <span aria-hidden="true">·</span>
            <a href={listingHref} data-testid="product-type">
              {typeName(product.productType)}
            </a>
          </p>
          <div className={styles['titleRow']}>
            <h1 id="product-title" data-testid="product-title">
              {product.title}
            </h1>
            <FavoriteButton
              active={favorite.active}
              pending={favorite.pending}
              label={favorite.active ? t('product.favorite.remove') : t('product.favorite.add')}
              onToggle={toggleFavorite}
              testId="favorite-toggle"
            />
          </div>

          <dl className={styles['facts']}>
            <div>
              <dt>{t('product.delivery.label')}</dt>
              <dd data-testid="product-delivery">{t(`listings.delivery.${product.deliveryDuration}`, { defaultValue: product.deliveryDuration })}</dd>
            </div>
            <div>
              <dt>{t(`${words}.stock`)}</dt>
              <dd data-testid="product-stock" className={outOfStock ? styles['danger'] : undefined}>
                {outOfStock ? t('product.stock.outOfStock') : unlimited ? t('product.stock.available') : formatNumber(product.quantity)}
              </dd>
            </div>
            {product.platform !== null && (
              <div>
                <dt>{t('product.platform')}</dt>
                <dd>{product.platform.label}</dd>
              </div>
            )}
            <div>
              <dt>{t('product.unitPrice')}</dt>
              <dd>{basePrice}</dd>
            </div>
          </dl>

          <div className={styles['buy']}>
            {control?.shown === true && (
              <QuantityControl
                id="product-quantity"
                label={t(`${words}.quantity`)}
                value={control.value}
                minusDisabled={control.minusDisabled}
                plusDisabled={control.plusDisabled}
                disabled={control.disabled}
                onDecrease={decrease}
                onIncrease={increase}
                onType={type}
                onCommit={commit}
              />
            )}
            {control?.shown === true && (
              <p className={styles['limits']}>
                {t('product.quantity.limits', { min: formatNumber(control.min), max: formatNumber(control.max) })}
                {control.step > 1 && ` · ${t('product.quantity.step', { step: formatNumber(control.step) })}`}
              </p>
            )}
            {price !== null && (
              <div className={styles['total']}>
                <span className={styles['totalLabel']}>{t('product.price.total', { quantity: formatNumber(price.quantity) })}</span>
                <span className={styles['totalValue']} data-testid="product-total">
                  {price.total}
                </span>
                {price.quantity > 1 && <span className={styles['each']}>{t('product.price.each', { price: price.unitPrice })}</span>}
                {price.discountPercent > 0 && (
                  <span className={styles['saving']} data-testid="product-discount">
                    {t('product.price.discount', { percent: formatPercent(price.discountPercent) })}
                  </span>
                )}
              </div>
            )}
            <button type="button" className={`button ${styles['add']}`} disabled={outOfStock} onClick={addToCart} data-testid="add-to-cart">
              {outOfStock ? t('product.stock.outOfStock') : t(`${words}.addToCart`)}
            </button>
            <p className={styles['note']}>{t('product.price.feeNote')}</p>
          </div>
          {/* Phones: price and the buy button stay at the bottom of the screen while the page scrolls. */}
          <div className={styles['stickyBuy']} data-testid="sticky-buy">
            <span className={styles['stickyTotal']}>
              <bdi>{price?.total ?? basePrice}</bdi>
            </span>
            <button type="button" className="button" disabled={outOfStock} onClick={addToCart} data-testid="sticky-add-to-cart">
              {outOfStock ? t('product.stock.outOfStock') : t(`${words}.addToCart`)}
            </button>
          </div>

          <HydrateLater id="seller-card">
            <SellerCard seller={product.seller} heading={t('product.soldBy')} />
          </HydrateLater>
          <ReportOffer />
        </section>
      </div>

      <div className={styles['below']}>
        <section className={styles['description']} aria-labelledby="product-description">
          <h2 id="product-description">{t(`${words}.description`)}</h2>
          <p>{product.description}</p>
        </section>
        <VolumeDiscountTable rows={rows} quantity={control?.quantity ?? 0} />
      </div>
    </main>
  );
}
