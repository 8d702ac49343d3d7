import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { BrowseSection, StatusNote } from '../components/Games/BrowseLayout.tsx';
import { CardGrid, GameCard, ServiceCard } from '../components/Games/GameCard.tsx';
import { useProductTypeName } from '../components/Games/product-type-name.ts';
import { $popularGames, $popularGamesState, $services, $servicesState, type LoadState } from '../features/catalog/games/model.ts';
import { pathFor } from '../../domain/index.ts';
import { FeaturedOffers } from '../components/Home/FeaturedOffers.tsx';
import { HomeTrust } from '../components/Home/HomeTrust.tsx';
import { RecentReviews } from '../components/Home/RecentReviews.tsx';

/** A section's note while its list is empty: loading, or failed (an empty answer hides the section instead). */
function emptyNote(state: LoadState, failedMessage: string) {
  return state === 'failed' ? <StatusNote kind="failed" message={failedMessage} /> : <StatusNote kind="loading" />;
}

/** The home page: the hero, the most popular games, featured offers and every service, so everything is one click away; what buyers wrote lately; then buyer protection, payment methods, how it works and the FAQ. */
export function HomePage() {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const [games, gamesState, services, servicesState] = useUnit([$popularGames, $popularGamesState, $services, $servicesState]);
  return (
    <main className="page page--home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        <a className="button" href={pathFor('games')}>
          {t('home.browseGames')}
        </a>
      </section>
      {(games.length > 0 || gamesState !== 'ready') && (
        <BrowseSection title={t('home.popularGames')} more={{ href: pathFor('games'), label: t('home.seeAllGames') }} testId="home-popular-games">
          {games.length === 0 ? (
            emptyNote(gamesState, t('games.loadFailed'))
          ) : (
            <CardGrid compact label={t('home.popularGames')}>
              {games.map((game) => (
                <GameCard key={game.value} game={game} />
              ))}
            </CardGrid>
          )}
        </BrowseSection>
      )}
      <FeaturedOffers />
      {(services.length > 0 || servicesState !== 'ready') && (
        <BrowseSection title={t('routes.services')} more={{ href: pathFor('services'), label: t('home.seeAllServices') }} testId="home-services">
          {services.length === 0 ? (
            emptyNote(servicesState, t('services.loadFailed'))
          ) : (
            <CardGrid compact label={t('routes.services')}>
              {services.map((s) => (
                <ServiceCard key={s.value} value={s.value} name={typeName(s)} detail={t('services.gameCount', { count: s.gameCount })} href={pathFor('servicesProductType', { productType: s.value })} />
              ))}
            </CardGrid>
          )}
        </BrowseSection>
      )}
      <RecentReviews />
      <HomeTrust />
    </main>
  );
}
