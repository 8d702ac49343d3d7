import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $trustSignals } from '../../features/insights/model.ts';
import { PerformanceFigures } from './PerformanceFigures.tsx';
import styles from './Insights.module.scss';

/** The profile's compact trust block: the seller's last 30 days as their control center shows them (nothing until the figures arrive). */
export function TrustSignals() {
  const { t } = useTranslation();
  const signals = useUnit($trustSignals);
  if (signals === null) return null;
  return (
    <section className={styles['panel']} aria-labelledby="trust-signals" data-testid="trust-signals">
      <h2 id="trust-signals">{t('insights.trustTitle', { days: signals.windowDays })}</h2>
      <PerformanceFigures figures={signals} compact />
    </section>
  );
}
