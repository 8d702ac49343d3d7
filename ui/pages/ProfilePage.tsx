import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { artPath, formatDate, formatNumber, formatRating } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Image } from '../components/Image/Image.tsx';
import { TrustSignals } from '../components/Insights/TrustSignals.tsx';
import { MessageSellerButton } from '../components/Messaging/MessageSellerButton.tsx';
import { ProductCard, ProductGrid } from '../components/Product/ProductCard.tsx';
import { $page } from '../features/shared/page/model.ts';
import { $follow, $profileError, $profileView, fetchProfileFx, followClicked, profileRequestFor } from '../features/catalog/profile/model.ts';
import styles from '../components/Profile/Profile.module.scss';

/** The flag emoji of an ISO 3166 alpha-2 code (its letters as regional indicators). */
function flag(country: string): string {
  return /^[A-Z]{2}$/.test(country) ? String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
}

/** `/profile/{slug}`: a user's public profile with their offers, one game and product type at a time. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [page, view, error, follow, toggleFollow, retry] = useUnit([$page, $profileView, $profileError, $follow, followClicked, fetchProfileFx]);
  if (view === null) {
    return (
      <main className={`page ${styles['page']}`} aria-busy={error === null}>
        {error === null ? (
          <div className={styles['loading']} role="status">
            {t('loading.label')}
          </div>
        ) : (
          <section className="panel" role="alert">
            <p>{t('profile.loadFailed')}</p>
            <button type="button" className="button" onClick={() => retry(profileRequestFor(page.params['slug'] ?? '', page.search))}>
              {t('product.retry')}
            </button>
          </section>
        )}
      </main>
    );
  }
  const { seller } = view;
  return (
    <main className={`page ${styles['page']}`}>
      <Breadcrumbs trail={[{ label: seller.username }]} />
      <header className={styles['header']}>
        <div className={styles['avatar']}>
          <Image src={seller.avatar ?? artPath({ kind: 'seller', ids: [seller.slug] })} alt={seller.username} width={96} height={96} eager />
        </div>
        <div className={styles['identity']}>
          <h1 data-testid="profile-name">{seller.username}</h1>
          {seller.level !== null && (
            <span className={styles['level']}>{t('profile.levelBadge', { level: seller.level.level, name: t(`profile.levels.${seller.level.level}`, { defaultValue: seller.level.name }) })}</span>
          )}
        </div>
        {follow.shown && (
          <button
            type="button"
            className={`button ${follow.active ? 'button--ghost' : ''} ${styles['follow']}`}
            aria-pressed={follow.active}
            disabled={follow.pending}
            onClick={toggleFollow}
            data-testid="follow-toggle"
          >
            {follow.active ? t('profile.unfollow') : t('profile.follow')}
          </button>
        )}
        <MessageSellerButton sellerId={seller._id} />
      </header>

      <dl className={styles['stats']}>
        <div>
          <dt>{t('profile.rating')}</dt>
          <dd>
            <span aria-hidden="true" className={styles['star']}>
              ★
            </span>{' '}
            <bdi>{formatRating(seller.communityRating)} / 5</bdi>
          </dd>
        </div>
        {seller.isSeller && (
          <div>
            <dt>{t('profile.completedSales')}</dt>
            <dd>{formatNumber(seller.completedSales)}</dd>
          </div>
        )}
        <div>
          <dt>{t('profile.activeOffers')}</dt>
          <dd data-testid="profile-offers-count">{formatNumber(view.activeOffers)}</dd>
        </div>
        {view.crowns > 0 && (
          <div>
            <dt>{t('profile.crowns')}</dt>
            <dd data-testid="profile-crowns">
              <span aria-hidden="true">👑</span> {formatNumber(view.crowns)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('profile.memberSince')}</dt>
          <dd>{formatDate(seller.memberSince)}</dd>
        </div>
        {seller.country !== null && (
          <div>
            <dt>{t('profile.country')}</dt>
            <dd>
              <span aria-hidden="true">{flag(seller.country)}</span> {seller.country}
            </dd>
          </div>
        )}
      </dl>

      {seller.isSeller && <TrustSignals />}

      <section className={styles['offers']} aria-labelledby="profile-offers">
        <h2 id="profile-offers">{t('profile.offers')}</h2>
        {view.scopes.length === 0 ? (
          <p className={styles['muted']}>{t('profile.noOffers')}</p>
        ) : (
          <>
            <nav className={styles['scopes']} aria-label={t('profile.offers')}>
              {view.scopes.map((scope) => (
                <a key={scope.key} href={scope.href} aria-current={scope.active ? 'true' : undefined} className={scope.active ? styles['activeScope'] : undefined}>
                  {scope.label} <span className={styles['count']}>{formatNumber(scope.count)}</span>
                </a>
              ))}
            </nav>
            {view.listingsUnavailable ? (
              <p className={styles['muted']} role="status">
                {t('profile.listingsUnavailable')}
              </p>
            ) : (
              <ProductGrid>
                {view.cards.map((card) => (
                  <ProductCard key={card.id} card={card} />
                ))}
              </ProductGrid>
            )}
            {view.pagination !== null && (
              <nav className={styles['pagination']} aria-label={t('profile.pages')}>
                {view.pagination.prevHref !== null ? (
                  <a className="button button--ghost button--small" href={view.pagination.prevHref} rel="prev">
                    {t('profile.previous')}
                  </a>
                ) : (
                  <span />
                )}
                <span>{t('profile.pageOf', { page: formatNumber(view.pagination.page), pages: formatNumber(view.pagination.pages) })}</span>
                {view.pagination.nextHref !== null ? (
                  <a className="button button--ghost button--small" href={view.pagination.nextHref} rel="next">
                    {t('profile.next')}
                  </a>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </main>
  );
}
