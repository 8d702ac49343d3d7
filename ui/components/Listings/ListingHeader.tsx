import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $listingHeader, $location } from '../../features/catalog/listings/model.ts';
import { $page } from '../../features/shared/page/model.ts';
import { pathFor } from '../../../domain/index.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { useProductTypeName } from '../Games/product-type-name.ts';
import styles from './ListingHeader.module.scss';

/**
 * Breadcrumbs and the page's one h1 — game and product type — with the
 * active hot search's meta title and description under it. Before the
 * listing data is in, the resolver's labels stand in so the title never flickers.
 */
export function ListingHeader() {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const [header, location, page] = useUnit([$listingHeader, $location, $page]);
  const gameType = location?.gameType ?? '';
  const game = header?.game ?? page.params['game'] ?? gameType;
  const productType = typeName({ value: location?.productType ?? '', label: header?.productType ?? page.params['productType'] ?? '' });
  const title = t('routes.listing', { game, productType });
  const hotSearch = header?.hotSearch ?? null;
  return (
    <header className={styles.header}>
      <Breadcrumbs
        trail={
          location === null
            ? [{ label: title }]
            : [
                { label: t('routes.games'), href: pathFor('games') },
                { label: game, href: pathFor('game', { gameType }) },
                ...(hotSearch === null ? [{ label: productType }] : [{ label: productType, href: pathFor('listing', { gameType: location.gameType, productType: location.productType }) }, { label: hotSearch.label }]),
              ]
        }
      />
      <h1 className={styles.title}>{title}</h1>
      {hotSearch !== null && (
        <div className={styles.hotSearch} data-testid="hot-search-intro">
          <p className={styles.metaTitle}>{hotSearch.metaTitle}</p>
          <p className={styles.description}>{hotSearch.description}</p>
        </div>
      )}
    </header>
  );
}
