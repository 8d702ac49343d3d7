import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { formatMoney } from '../../domain/index.ts';
import { OrderStateBadge } from '../components/Payment/state-badges.tsx';
import { StaffOrderPanel } from '../components/Orders/StaffOrderTools.tsx';
import {
  $lookupBy,
  $lookupError,
  $lookupPending,
  $lookupResults,
  $lookupText,
  $selectedOrder,
  $selectedOrderId,
  LOOKUP_KINDS,
  lookupByChanged,
  lookupSubmitted,
  lookupTextChanged,
  staffOrderSelected,
} from '../features/orders/staff/model.ts';
import styles from './Money.module.scss';

/** /dashboard/staff/orders: find orders by id, buyer or seller; refund or force-complete one with a reason; read its audit log. */
export function StaffOrdersPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [by, text, results, error, pending, selectedId, selected] = useUnit([$lookupBy, $lookupText, $lookupResults, $lookupError, $lookupPending, $selectedOrderId, $selectedOrder]);
  const [byChanged, textChanged, submitted, select] = useUnit([lookupByChanged, lookupTextChanged, lookupSubmitted, staffOrderSelected]);
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-orders-page">
      <h1>{t('routes.dashboardStaffOrders')}</h1>
      <form
        className={styles['actions']}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        <select value={by} onChange={(e) => byChanged(e.target.value as (typeof LOOKUP_KINDS)[number])} aria-label={t('staffOrders.lookupBy')} data-testid="staff-lookup-by">
          {LOOKUP_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`staffOrders.by.${k}`)}
            </option>
          ))}
        </select>
        <input type="search" value={text} onChange={(e) => textChanged(e.target.value)} aria-label={t(`staffOrders.by.${by}`)} data-testid="staff-lookup-text" />
        <button type="submit" className="button" disabled={pending || text.trim() === ''} data-testid="staff-lookup-submit">
          {t('staffOrders.lookup')}
        </button>
      </form>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' || error === 'UNAUTHENTICATED' ? t('staff.forbidden') : t('staffOrders.lookupFailed')}</p>}
      {results !== null && results.length === 0 && <p data-testid="staff-lookup-empty">{t('staffOrders.noResults')}</p>}
      {results !== null && results.length > 0 && (
        <ul className={styles['list']} data-testid="staff-lookup-results">
          {results.map((o) => (
            <li key={o.id} className={styles['row']} data-testid="staff-lookup-row" data-order-id={o.id} aria-current={o.id === selectedId}>
              <span className={styles['title']}>
                <button type="button" className="button button--ghost" onClick={() => select(o.id)} data-testid="staff-lookup-pick">
                  {o.title}
                </button>
                <span className={styles['muted']}>
                  {o.id} · {time(o.createdAt)}
                </span>
              </span>
              <OrderStateBadge state={o.state} />
              <span className={styles['amount']}>{formatMoney(o.total)}</span>
            </li>
          ))}
        </ul>
      )}
      {selected !== null && <StaffOrderPanel order={selected} />}
    </main>
  );
}
