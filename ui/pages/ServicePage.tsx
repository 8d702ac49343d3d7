import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import { CardGrid, GameCard } from '../components/Games/GameCard.tsx';
import { useProductTypeName } from '../components/Games/product-type-name.ts';
import { $serviceGames, $serviceGamesFailed, serviceValueOf } from '../features/catalog/games/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { pathFor } from '../../domain/index.ts';

/** /services/{productType}: the games that sell one service, each linking to that game's listing of it. */
export function ServicePage() {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const [page, answer, failed] = useUnit([$page, $serviceGames, $serviceGamesFailed]);
  const value = serviceValueOf(page);
  // The page's params carry the catalog label (for the document title); the name shown is the translated one.
  const name = typeName(answer?.service ?? { value, label: page.params['productType'] ?? value });
  const title = t('routes.servicesProductType', { productType: name });
  return (
    <main className="page page--service">
      <PageHeading trail={[{ label: t('routes.services'), href: pathFor('services') }, { label: name }]} title={title} intro={t('services.gamesIntro', { service: name })} />
      {answer === null ? (
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('services.loadGamesFailed') } : {})} />
      ) : answer.games.length === 0 ? (
        <StatusNote kind="empty" message={t('services.noGames', { service: name })} />
      ) : (
        <CardGrid compact label={title}>
          {answer.games.map((game) => (
            <GameCard key={game.value} game={game} href={pathFor('listing', { gameType: game.value, productType: answer.service.value })} />
          ))}
        </CardGrid>
      )}
    </main>
  );
}
