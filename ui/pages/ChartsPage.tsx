import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { CHART_RANGES } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { LineChart } from '../components/Tools/LineChart.tsx';
import { displayPrice } from '../features/catalog/product/pricing.ts';
import { $displayCurrency } from '../features/shared/currency/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { $chart, $chartError, $chartsOverview, $productCharts, chartHref, rangeOf, type ProductChart } from '../features/tools/charts/model.ts';
import styles from '../components/Tools/Tools.module.scss';

function ProductCharts({ chart }: { readonly chart: ProductChart }) {
  const { t } = useTranslation();
  const currency = useUnit($displayCurrency);
  const prices = useMemo(
    () => [
      { label: t('charts.median'), color: '#8b5cf6', values: chart.median },
      { label: t('charts.lowest'), color: '#22c55e', values: chart.lowest },
    ],
    [chart, t],
  );
  const volume = useMemo(
    () => [
      { label: t('charts.offers'), color: '#f59e0b', values: chart.offers },
      { label: t('charts.sales'), color: '#38bdf8', values: chart.sales },
    ],
    [chart, t],
  );
  return (
    <section className="panel" data-testid="product-chart" data-product-type={chart.productType}>
      <h2>{chart.productType}</h2>
      {chart.last !== null && (
        <p>
          {t('charts.latest', { median: displayPrice(chart.last.medianMinor, currency), lowest: displayPrice(chart.last.lowestMinor, currency), offers: chart.last.offerCount })}
        </p>
      )}
      <LineChart label={t('charts.priceChart', { currency: currency.currency })} x={chart.x} series={prices} testId="price-chart" />
      <LineChart label={t('charts.volumeChart')} x={chart.x} series={volume} />
    </section>
  );
}

/** `/{gameType}/charts?days=`: daily price history per product type, 7/30/90 days, zoomable, in the visitor's currency. */
export function GameChartsPage() {
  const { t } = useTranslation();
  const [page, chart, charts, error] = useUnit([$page, $chart, $productCharts, $chartError]);
  const gameType = page.params['gameType'] ?? '';
  const game = page.params['game'] ?? gameType;
  const days = rangeOf(page.search);
  const title = t('routes.gameCharts', { game });
  const shown = chart !== null && chart.gameType === gameType;
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: t('routes.charts'), href: '/charts' }, { label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('charts.intro')}</p>
      <nav className={styles['tabs']} aria-label={t('charts.range')}>
        {CHART_RANGES.map((d) => (
          <a key={d} href={chartHref(gameType, d)} className={`button button--small ${d === days ? '' : 'button--ghost'}`} aria-current={d === days ? 'true' : undefined} data-testid={`range-${d}`}>
            {t('charts.days', { days: d })}
          </a>
        ))}
        <a href={`/${gameType}`}>{t('charts.toListings', { game })}</a>
      </nav>
      {error !== null && (
        <p role="alert" className={styles['error']}>
          {t('charts.loadFailed')}
        </p>
      )}
      {!shown && error === null && <p role="status">{t('loading.label')}</p>}
      {shown && charts.length === 0 && <p>{t('charts.empty')}</p>}
      {shown && charts.some((c) => c.synthetic) && <p className={styles['badge']}>{t('charts.synthetic')}</p>}
      {shown && charts.map((c) => <ProductCharts key={c.productType} chart={c} />)}
    </main>
  );
}

/** `/charts`: every game's latest median price per product type, each linking to the game's charts. */
export function ChartsPage() {
  const { t } = useTranslation();
  const [overview, currency, error] = useUnit([$chartsOverview, $displayCurrency, $chartError]);
  const title = t('routes.charts');
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('charts.intro')}</p>
      {error !== null && (
        <p role="alert" className={styles['error']}>
          {t('charts.loadFailed')}
        </p>
      )}
      {overview === null ? (
        error === null && <p role="status">{t('loading.label')}</p>
      ) : (
        <table className={styles['table']} data-testid="charts-overview">
          <thead>
            <tr>
              <th>{t('charts.game')}</th>
              <th>{t('charts.productType')}</th>
              <th>{t('charts.median')}</th>
              <th>{t('charts.lowest')}</th>
              <th>{t('charts.offers')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.latest.map((d) => (
              <tr key={`${d.gameType}|${d.productType}`}>
                <td>
                  <a href={chartHref(d.gameType, 30)}>{d.gameType}</a>
                </td>
                <td>{d.productType}</td>
                <td>{displayPrice(d.medianMinor, currency)}</td>
                <td>{displayPrice(d.lowestMinor, currency)}</td>
                <td>{d.offerCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
