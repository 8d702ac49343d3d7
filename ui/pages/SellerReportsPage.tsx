import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { formatMoney, formatNumber, mustMoney, type CurrencyCode } from '../../domain/index.ts';
import { LineChart } from '../components/Tools/LineChart.tsx';
import { $insightsError, $reportCharts, $sellerReport, REPORT_DAYS, type CurrencyChart } from '../features/insights/model.ts';
import { Loading } from './OrdersPage.tsx';
import panel from '../components/Insights/Insights.module.scss';
import styles from './Money.module.scss';

const money = (minor: number, currency: string) => formatMoney(mustMoney(minor, currency as CurrencyCode));

/** One currency's days as a chart: revenue in the currency, sales as a count (uPlot, loaded when drawn). */
function CurrencyCharts({ chart }: { readonly chart: CurrencyChart }) {
  const { t } = useTranslation();
  const revenue = useMemo(() => [{ label: t('insights.revenue'), color: '#4cc38a', values: chart.revenue }], [chart, t]);
  const sales = useMemo(() => [{ label: t('insights.sales'), color: '#5b9cf5', values: chart.sales }], [chart, t]);
  const format = useMemo(() => (v: number) => `${formatNumber(Math.round(v * 100) / 100)} ${chart.currency}`, [chart.currency]);
  return (
    <>
      <LineChart label={t('insights.revenueChart', { currency: chart.currency, days: REPORT_DAYS })} x={chart.x} series={revenue} format={format} testId="report-revenue-chart" />
      <LineChart label={t('insights.salesChart', { days: REPORT_DAYS })} x={chart.x} series={sales} testId="report-sales-chart" />
    </>
  );
}

/** /dashboard/control-center/reports: the seller's sales and revenue per day over 30 days, per currency, with fees and top offers. */
export function SellerReportsPage() {
  const { t } = useTranslation();
  const [report, charts, error] = useUnit([$sellerReport, $reportCharts, $insightsError]);
  return (
    <main className={`page ${styles['page']}`} data-testid="seller-reports">
      <h1>{t('routes.dashboardControlCenterReports')}</h1>
      <p className={panel['muted']}>{t('insights.reportWindow', { days: REPORT_DAYS })}</p>
      {error !== null && report === null && <p role="alert">{error === 'FORBIDDEN' ? t('insights.notSeller') : t('insights.loadFailed')}</p>}
      {report === null && error === null && <Loading />}
      {report !== null && report.currencies.length === 0 && <p data-testid="report-empty">{t('insights.noSales', { days: REPORT_DAYS })}</p>}
      {report?.currencies.map((c) => {
        const chart = charts.find((x) => x.currency === c.currency);
        return (
          <section key={c.currency} className={panel['panel']} aria-label={c.currency} data-testid="report-currency" data-currency={c.currency} data-sales={c.totalSales}>
            <h2>{c.currency}</h2>
            <dl className={panel['figures']}>
              <div>
                <dt>{t('insights.sales')}</dt>
                <dd>{formatNumber(c.totalSales)}</dd>
              </div>
              <div>
                <dt>{t('insights.revenue')}</dt>
                <dd>{money(c.totalRevenueMinor, c.currency)}</dd>
              </div>
              <div>
                <dt>{t('insights.serviceFees')}</dt>
                <dd>{money(c.serviceFeeMinor, c.currency)}</dd>
              </div>
              <div>
                <dt>{t('insights.penalties')}</dt>
                <dd>{money(c.penaltyMinor, c.currency)}</dd>
              </div>
            </dl>
            <p className={panel['muted']}>{t('insights.feesNote')}</p>
            {chart !== undefined && <CurrencyCharts chart={chart} />}
          </section>
        );
      })}
      {report !== null && report.topOffers.length > 0 && (
        <section aria-labelledby="top-offers">
          <h2 id="top-offers">{t('insights.topOffers')}</h2>
          <ol className={styles['list']}>
            {report.topOffers.map((o) => (
              <li key={`${o.productId}-${o.currency}`} className={styles['row']} data-testid="top-offer">
                <a className={styles['title']} href={`/product/${o.productId}`}>
                  {o.title}
                </a>
                <span>{t('insights.salesCount', { count: o.sales })}</span>
                <span className={styles['amount']}>{money(o.revenueMinor, o.currency)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </main>
  );
}
