import { useTranslation } from '../../i18n/use-translation.tsx';
import type { SellerPerformanceAnswer } from '../../../contracts/insights/index.ts';
import { formatPercent } from '../../../domain/index.ts';
import { durationParts } from '../../features/insights/model.ts';
import styles from './Insights.module.scss';

/**
 * The performance figures as a list of terms: medians as hours and minutes,
 * rates as percent; a figure with nothing counted says so instead of a 0.
 * The control center's performance page and the profile's trust block both
 * show it, so a buyer sees what the seller sees.
 */
export function PerformanceFigures({ figures, compact = false }: { readonly figures: SellerPerformanceAnswer; readonly compact?: boolean }) {
  const { t } = useTranslation();
  const duration = (ms: number | null) => {
    if (ms === null) return t('insights.noData');
    const parts = durationParts(ms);
    return parts.hours === 0 && parts.minutes === 0 ? t('insights.underMinute') : t('insights.duration', parts);
  };
  const rate = (p: number | null) => (p === null ? t('insights.noData') : formatPercent(p));
  const rows: readonly [string, string, string][] = [
    ['delivery', t('insights.medianDelivery'), duration(figures.medianDeliveryMs)],
    ['response', t('insights.medianResponse'), duration(figures.medianFirstResponseMs)],
    ['disputes', t('insights.disputeRate'), rate(figures.disputeRatePercent)],
    ['cancellations', t('insights.cancellationRate'), rate(figures.cancellationRatePercent)],
    ['late', t('insights.lateRate'), rate(figures.lateRatePercent)],
  ];
  return (
    <dl className={styles['figures']} data-compact={compact ? 'true' : undefined}>
      {rows.map(([key, term, value]) => (
        <div key={key} data-testid={`figure-${key}`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
