import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathFor } from '../../../domain/index.ts';
import { $featuredOffers } from '../../features/catalog/featured/model.ts';
import { $displayCurrency } from '../../features/shared/currency/model.ts';
import { BrowseSection } from '../Games/BrowseLayout.tsx';
import { HydrateLater } from '../../app/hydrate-later.tsx';
import { OfferCard } from '../Listings/OfferCard.tsx';
import listStyles from '../Listings/OfferList.module.scss';
import styles from './FeaturedOffers.module.scss';

/** The home page's featured offers, as grid cards in the visitor's currency; nothing while there are none. */
export function FeaturedOffers() {
  const { t } = useTranslation();
  const [offers, display] = useUnit([$featuredOffers, $displayCurrency]);
  if (offers.length === 0) return null;
  return (
    <BrowseSection title={t('home.featuredOffers')} more={{ href: pathFor('games'), label: t('home.seeAllGames') }} testId="home-featured-offers">
      <ul className={`${listStyles.offers} ${styles['featured']}`} aria-label={t('home.featuredOffers')}>
        {offers.map((offer) => (
          <HydrateLater key={offer._id} id={`offer-${offer._id}`}>
            <OfferCard offer={offer} display={display} layout="GRID" />
          </HydrateLater>
        ))}
      </ul>
    </BrowseSection>
  );
}
