import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { MMR_ADJUSTMENT_CAP, MMR_MIN_MATCHES, MMR_POINTS_PER_LP_DIFFERENCE, formatNumber } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { PlayerError, PlayerProfileView, PlayerSearch } from '../components/Tools/PlayerProfileView.tsx';
import { $mmr, $playerError, $playerLoading, $playerQuery, playerSearched } from '../features/tools/trackers/model.ts';
import styles from '../components/Tools/Tools.module.scss';

const ROMAN = ['I', 'II', 'III', 'IV'];

/** `/mmr-checker/league-of-legends?player=`: the estimated hidden MMR of a League of Legends player, with the method. */
export function MmrCheckerPage() {
  const { t } = useTranslation();
  const [answer, error, loading, query, search] = useUnit([$mmr, $playerError, $playerLoading, $playerQuery, playerSearched]);
  const title = t('routes.mmrChecker');
  const estimate = answer?.estimate ?? null;
  const tierName = (tier: string) => tier.charAt(0) + tier.slice(1).toLowerCase();
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('mmr.intro')}</p>
      <PlayerSearch initial={query} placeholder={t('tracker.idHint.riot-id')} onSearch={search} />
      {loading && <p role="status">{t('loading.label')}</p>}
      {error !== null && <PlayerError code={error} />}
      {answer !== null && query !== '' && (
        <>
          <section className="panel" data-testid="mmr-estimate">
            <h2>{t('mmr.estimated')}</h2>
            {estimate === null ? (
              <p>{t('mmr.unranked')}</p>
            ) : (
              <>
                <p>
                  <strong data-testid="mmr-value">{formatNumber(estimate.mmr)}</strong> ≈ {tierName(estimate.estimatedRank.tier)} {estimate.estimatedRank.division === null ? '' : ROMAN[estimate.estimatedRank.division - 1]}
                </p>
                <p>{t('mmr.breakdown', { rank: formatNumber(estimate.rankPoints), adjustment: estimate.adjustment > 0 ? `+${estimate.adjustment}` : String(estimate.adjustment), matches: estimate.matchesUsed })}</p>
                {!estimate.confident && <p className={styles['muted']}>{t('mmr.uncertain', { min: MMR_MIN_MATCHES })}</p>}
              </>
            )}
          </section>
          <PlayerProfileView profile={answer.profile} />
        </>
      )}
      <section className="panel">
        <h2>{t('mmr.methodTitle')}</h2>
        <p>{t('mmr.method', { perLp: MMR_POINTS_PER_LP_DIFFERENCE, cap: MMR_ADJUSTMENT_CAP, min: MMR_MIN_MATCHES })}</p>
      </section>
    </main>
  );
}
