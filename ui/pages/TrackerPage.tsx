import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PLAYER_ID_KIND, TRACKER_GAME_NAMES, TRACKER_GAMES, type TrackerGame } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { PlayerError, PlayerProfileView, PlayerSearch } from '../components/Tools/PlayerProfileView.tsx';
import { $page } from '../features/shared/page/model.ts';
import { $playerError, $playerLoading, $playerProfile, $playerQuery, playerSearched } from '../features/tools/trackers/model.ts';
import styles from '../components/Tools/Tools.module.scss';

/** `/tracker/{game}?player=`: a player's profile, rank, progress chart and match history in one of the 8 tracker games. */
export function TrackerPage() {
  const { t } = useTranslation();
  const [page, profile, error, loading, query, search] = useUnit([$page, $playerProfile, $playerError, $playerLoading, $playerQuery, playerSearched]);
  const game = (page.params['game'] ?? 'fortnite') as TrackerGame;
  const gameName = TRACKER_GAME_NAMES[game];
  const title = t('routes.tracker', { game: gameName });
  const shown = profile !== null && profile.game === game ? profile : null;
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('tracker.intro', { game: gameName })}</p>
      <PlayerSearch initial={query} placeholder={t(`tracker.idHint.${PLAYER_ID_KIND[game]}`)} onSearch={search} />
      <nav className={styles['tabs']} aria-label={t('tracker.otherGames')}>
        {TRACKER_GAMES.map((g) => (
          <a key={g} href={`/tracker/${g}`} className={`button button--small ${g === game ? '' : 'button--ghost'}`}>
            {TRACKER_GAME_NAMES[g]}
          </a>
        ))}
      </nav>
      {loading && <p role="status">{t('loading.label')}</p>}
      {error !== null && <PlayerError code={error} />}
      {shown !== null && query !== '' && <PlayerProfileView profile={shown} />}
    </main>
  );
}
