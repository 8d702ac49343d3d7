import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import { CardGrid, GameCard } from '../components/Games/GameCard.tsx';
import { GameSearch } from '../components/Games/GameSearch.tsx';
import { $allGames, $allGamesState, $filteredGames, $gamesQuery, gamesQueryChanged } from '../features/catalog/games/model.ts';

/** /games: every game the visitor may see, A–Z, with what each sells, narrowed by the search box. */
export function GamesPage() {
  const { t } = useTranslation();
  const [all, state, shown, query, changed] = useUnit([$allGames, $allGamesState, $filteredGames, $gamesQuery, gamesQueryChanged]);
  const title = t('routes.games');
  return (
    <main className="page page--games">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('games.intro')} />
      <GameSearch />
      {all.length === 0 ? (
        <StatusNote kind={state === 'failed' ? 'failed' : state === 'ready' ? 'empty' : 'loading'} {...(state === 'failed' ? { message: t('games.loadFailed') } : state === 'ready' ? { message: t('games.empty') } : {})} />
      ) : shown.length === 0 ? (
        <StatusNote
          kind="empty"
          message={t('games.noMatch', { query: query.trim() })}
          action={
            <button type="button" className="button button--small button--ghost" onClick={() => changed('')}>
              {t('games.clearSearch')}
            </button>
          }
        />
      ) : (
        <CardGrid label={title}>
          {shown.map((game) => (
            <GameCard key={game.value} game={game} productTypes={game.productTypes} />
          ))}
        </CardGrid>
      )}
    </main>
  );
}
