import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { BrowseSection, PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import { CardGrid, ServiceCard } from '../components/Games/GameCard.tsx';
import { GameAvatar } from '../components/Games/GameAvatar.tsx';
import { HotSearchChips } from '../components/Games/HotSearchChips.tsx';
import { useProductTypeName } from '../components/Games/product-type-name.ts';
import { $gameLanding, $gameLandingFailed } from '../features/catalog/games/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { pathFor } from '../../domain/index.ts';

/** /{gameType}: a game's landing page — what it sells, each linking to its listing, and its popular searches. */
export function GamePage() {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const [page, landing, failed] = useUnit([$page, $gameLanding, $gameLandingFailed]);
  const gameType = page.params['gameType'] ?? '';
  const name = landing?.game.label ?? page.params['game'] ?? gameType;
  const title = t('routes.game', { game: name });
  const withHotSearches = (landing?.productTypes ?? []).filter((p) => p.hotSearches.length > 0);
  return (
    <main className="page page--game">
      <PageHeading
        trail={[{ label: t('routes.games'), href: pathFor('games') }, { label: name }]}
        title={title}
        intro={t('gamePage.intro', { game: name })}
        media={<GameAvatar value={gameType} label={name} size="large" />}
      />
      {landing === null ? (
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('gamePage.loadFailed') } : {})} />
      ) : (
        <>
          <BrowseSection title={t('gamePage.whatToBuy')} testId="game-product-types">
            {landing.productTypes.length === 0 ? (
              <StatusNote kind="empty" message={t('gamePage.nothingForSale', { game: name })} />
            ) : (
              <CardGrid compact label={t('games.offersFor', { game: name })}>
                {landing.productTypes.map((p) => (
                  <ServiceCard key={p.value} value={p.value} gameType={landing.game.value} name={typeName(p)} detail={t('gamePage.seeOffers')} href={pathFor('listing', { gameType: landing.game.value, productType: p.value })} />
                ))}
              </CardGrid>
            )}
          </BrowseSection>
          {withHotSearches.length > 0 && (
            <BrowseSection title={t('gamePage.popularSearches')} testId="game-hot-searches">
              <HotSearchChips gameType={landing.game.value} groups={withHotSearches.map((p) => ({ productType: p.value, hotSearches: p.hotSearches }))} label={t('gamePage.popularSearches')} />
            </BrowseSection>
          )}
        </>
      )}
    </main>
  );
}
