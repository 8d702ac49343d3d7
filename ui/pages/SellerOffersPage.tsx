import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { OFFER_ACTIONS } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { OfferSettingsPanel } from '../components/Offers/OfferSettingsPanel.tsx';
import {
  $busy,
  $listError,
  $rows,
  $search,
  $stateFilter,
  $total,
  allTicked,
  bulkActionClicked,
  duplicateClicked,
  inlineCommitted,
  inlineEdited,
  rowTicked,
  searchTyped,
  stateFilterChosen,
  type OfferRowView,
  type StateFilter,
} from '../features/offers/list/model.ts';
import styles from './SellerOffers.module.scss';

const STATE_FILTERS: readonly StateFilter[] = ['all', 'active', 'paused', 'soldOut', 'underReview', 'removed'];

/** A row's price or stock, saved on Enter or when the field is left. */
function InlineField({ row, field }: { row: OfferRowView; field: 'price' | 'quantity' }) {
  const { t } = useTranslation();
  const [edited, committed] = useUnit([inlineEdited, inlineCommitted]);
  return (
    <input
      type="text"
      inputMode={field === 'price' ? 'decimal' : 'numeric'}
      aria-label={t(field === 'price' ? 'sellerOffers.list.priceOf' : 'sellerOffers.list.stockOf', { title: row.title })}
      data-testid={`inline-${field}`}
      value={row[field]}
      onChange={(e) => edited({ id: row.id, field, value: e.target.value })}
      onBlur={() => committed({ id: row.id, field })}
      onKeyDown={(e) => {
        if (e.key === 'Enter') committed({ id: row.id, field });
      }}
    />
  );
}

function OfferRow({ row }: { row: OfferRowView }) {
  const { t } = useTranslation();
  const [tick, duplicate, busy] = useUnit([rowTicked, duplicateClicked, $busy]);
  return (
    <tr data-testid="offer-row" data-offer-id={row.id} data-state={row.state}>
      <td>
        <input type="checkbox" aria-label={t('sellerOffers.list.select', { title: row.title })} checked={row.ticked} onChange={() => tick(row.id)} />
      </td>
      <td>
        <a href={`/dashboard/create-offer/${encodeURIComponent(row.id)}`}>{row.title}</a>
        <div className={styles['muted']}>
          {row.gameType} · {row.productType}
        </div>
      </td>
      <td>
        <span className={styles['state']} data-testid="offer-state">
          {t(`sellerOffers.states.${row.state}`)}
        </span>
        {row.staffReason !== null && (
          <div className={styles['muted']} data-testid="offer-staff-reason">
            {t('sellerOffers.list.staffReason', { reason: row.staffReason })}
          </div>
        )}
        {row.state === 'underReview' && <div className={styles['muted']}>{t('sellerOffers.list.underReviewNote')}</div>}
      </td>
      <td>
        $ <InlineField row={row} field="price" />
      </td>
      <td>
        <InlineField row={row} field="quantity" />
      </td>
      <td>
        <button type="button" className="button" disabled={busy} onClick={() => duplicate(row.id)}>
          {t('sellerOffers.list.duplicate')}
        </button>
      </td>
    </tr>
  );
}

/** /dashboard/offers: the seller's offers with state, search and filters, inline price and stock, bulk actions and duplicate. */
export function SellerOffersPage() {
  const { t } = useTranslation();
  const [rows, total, search, stateFilter, listError, busy, typed, chose, tickAll, bulk] = useUnit([
    $rows,
    $total,
    $search,
    $stateFilter,
    $listError,
    $busy,
    searchTyped,
    stateFilterChosen,
    allTicked,
    bulkActionClicked,
  ]);
  const title = t('routes.dashboardOffers');
  const anyTicked = rows?.some((r) => r.ticked) ?? false;
  return (
    <main className={`page ${styles['page']}`} data-testid="seller-offers-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <OfferSettingsPanel />
      <div className={styles['toolbar']}>
        <a className="button" href="/dashboard/create-offer" data-testid="new-offer">
          {t('sellerOffers.list.create')}
        </a>
        <input type="search" aria-label={t('sellerOffers.list.search')} placeholder={t('sellerOffers.list.search')} value={search} onChange={(e) => typed(e.target.value)} />
        <select aria-label={t('sellerOffers.list.stateFilter')} value={stateFilter} onChange={(e) => chose(e.target.value as StateFilter)}>
          {STATE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(s === 'all' ? 'sellerOffers.list.allStates' : `sellerOffers.states.${s}`)}
            </option>
          ))}
        </select>
        {OFFER_ACTIONS.map((action) => (
          <button key={action} type="button" className="button" disabled={!anyTicked || busy} onClick={() => bulk(action)} data-testid={`bulk-${action}`}>
            {t(`sellerOffers.list.bulk.${action}`)}
          </button>
        ))}
        <span className={styles['muted']}>{t('sellerOffers.list.total', { n: total })}</span>
      </div>
      {listError !== null && (
        <p className={styles['error']} role="alert">
          {listError.message}
        </p>
      )}
      {rows === null ? (
        <p className={styles['muted']} role="status">
          {t('dashboardCommon.loading')}
        </p>
      ) : rows.length === 0 ? (
        <section className="panel" role="status" data-testid="seller-offers-empty">
          <p>{t('sellerOffers.list.empty')}</p>
        </section>
      ) : (
        <div className={styles['tableWrap']}>
          <table className={styles['table']}>
            <thead>
              <tr>
                <th>
                  <input type="checkbox" aria-label={t('sellerOffers.list.selectAll')} checked={rows.every((r) => r.ticked)} onChange={(e) => tickAll(e.target.checked)} />
                </th>
                <th>{t('sellerOffers.list.offer')}</th>
                <th>{t('sellerOffers.list.state')}</th>
                <th>{t('sellerOffers.list.price')}</th>
                <th>{t('sellerOffers.list.stock')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <OfferRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
