import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatNumber, formatPercent } from '../../../domain/index.ts';
import { $insightsError, $sellerLevel } from '../../features/insights/model.ts';
import styles from './Insights.module.scss';

const HOUR_MS = 3_600_000;

/** The seller's level on the control center: the figures it comes from, progress to the next one, and what every level unlocks. */
export function SellerLevelPanel() {
  const { t } = useTranslation();
  const [level, error] = useUnit([$sellerLevel, $insightsError]);
  const levelName = (n: number, name: string) => t(`profile.levels.${n}`, { defaultValue: name });
  return (
    <section className={styles['panel']} aria-labelledby="seller-level" data-testid="seller-level" data-level={level?.level}>
      <h2 id="seller-level">{t('insights.levelTitle')}</h2>
      {error !== null && level === null && <p role="alert">{t('insights.loadFailed')}</p>}
      {level === null && error === null && <p role="status">{t('loading.label')}</p>}
      {level !== null && (
        <>
          <p className={styles['headline']}>{t('profile.levelBadge', { level: level.level, name: levelName(level.level, level.name) })}</p>
          <progress className={styles['progress']} max={100} value={level.progress ?? 100} aria-label={t('insights.progress')} />
          <p className={styles['muted']}>
            {level.nextLevelAt === null || level.nextLevelAt === undefined
              ? t('insights.topLevel')
              : t('insights.nextLevel', { sales: formatNumber(level.nextLevelAt), progress: level.progress ?? 0 })}
          </p>
          <dl className={styles['figures']}>
            <div>
              <dt>{t('profile.completedSales')}</dt>
              <dd data-testid="level-sales">{formatNumber(level.completedSales ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('insights.disputes')}</dt>
              <dd>{formatNumber(level.disputes ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('insights.disputeRate')}</dt>
              <dd>{formatPercent(level.disputeRatePercent ?? 0)}</dd>
            </div>
          </dl>
          {level.heldBackByDisputes === true && <p role="note">{t('insights.heldBack')}</p>}
          <table className={styles['table']}>
            <caption>{t('insights.unlocksTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('insights.level')}</th>
                <th scope="col">{t('insights.minSales')}</th>
                <th scope="col">{t('insights.maxDisputeRate')}</th>
                <th scope="col">{t('insights.fundsHold')}</th>
              </tr>
            </thead>
            <tbody>
              {(level.levels ?? []).map((l) => (
                <tr key={l.level} aria-current={l.level === level.level ? 'true' : undefined}>
                  <th scope="row">{levelName(l.level, l.name)}</th>
                  <td>{formatNumber(l.minSales)}</td>
                  <td>{formatPercent(l.maxDisputeRatePercent)}</td>
                  <td>{t('insights.hours', { count: l.settleHoldMs / HOUR_MS })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles['muted']}>{t('insights.accountsNote')}</p>
        </>
      )}
    </section>
  );
}
