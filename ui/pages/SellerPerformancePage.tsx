import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { formatNumber } from '../../domain/index.ts';
import { PerformanceFigures } from '../components/Insights/PerformanceFigures.tsx';
import { $insightsError, $sellerPerformance } from '../features/insights/model.ts';
import { Loading } from './OrdersPage.tsx';
import panel from '../components/Insights/Insights.module.scss';
import styles from './Money.module.scss';

/** /dashboard/control-center/performance: the seller's delivery and response medians and dispute, cancellation and late rates over 30 days. */
export function SellerPerformancePage() {
  const { t } = useTranslation();
  const [figures, error] = useUnit([$sellerPerformance, $insightsError]);
  return (
    <main className={`page ${styles['page']}`} data-testid="seller-performance">
      <h1>{t('routes.dashboardControlCenterPerformance')}</h1>
      {error !== null && figures === null && <p role="alert">{error === 'FORBIDDEN' ? t('insights.notSeller') : t('insights.loadFailed')}</p>}
      {figures === null && error === null && <Loading />}
      {figures !== null && (
        <section className={panel['panel']}>
          <p className={panel['muted']}>
            {t('insights.performanceWindow', { days: figures.windowDays, orders: formatNumber(figures.orders), conversations: formatNumber(figures.answeredConversations) })}
          </p>
          <PerformanceFigures figures={figures} />
          <p className={panel['muted']}>{t('insights.performanceNote')}</p>
        </section>
      )}
    </main>
  );
}
