import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { MODERATION_ACTIONS } from '../../domain/index.ts';
import {
  $lastDecision,
  $moderationBusy,
  $moderationReasons,
  $offerReports,
  $staffOffersError,
  moderationClicked,
  moderationReasonChanged,
  reasonIsEnough,
} from '../features/staff/offers-model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/staff/offers: reported offers, under review first, with their reports; remove, restore or dismiss with a reason. */
export function StaffOffersPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [offers, reasons, busy, error, last, reasonChanged, decide] = useUnit([$offerReports, $moderationReasons, $moderationBusy, $staffOffersError, $lastDecision, moderationReasonChanged, moderationClicked]);
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-offers-page">
      <h1>{t('routes.dashboardStaffOffers')}</h1>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' || error === 'UNAUTHENTICATED' ? t('staffOffers.forbidden') : t('staffOffers.failed', { code: error })}</p>}
      {last !== null && (
        <p className={styles['success']} role="status" data-testid="staff-offers-decided">
          {t('staffOffers.decided', { state: t(`sellerOffers.states.${last.state}`) })}
        </p>
      )}
      {offers === null && error === null && <Loading />}
      {offers !== null && offers.length === 0 && <p data-testid="staff-offers-empty">{t('staffOffers.empty')}</p>}
      <ul className={styles['list']}>
        {(offers ?? []).map((o) => (
          <li key={o.offerId} className="panel" data-testid="staff-offer" data-offer-id={o.offerId} data-state={o.state}>
            <h2>
              <a href={`/product/${encodeURIComponent(o.offerId)}`}>{o.title}</a>
            </h2>
            <p className={styles['muted']}>
              {o.sellerName} · {o.gameType} · {o.productType} · ${(o.priceMinor / 100).toFixed(2)} · {t(`sellerOffers.states.${o.state}`)} · {t('staffOffers.reporters', { n: o.reporters })}
            </p>
            <ul className={styles['list']}>
              {o.reports.map((r) => (
                <li key={`${r.reporterName}-${r.createdAt}`} className={styles['row']} data-testid="staff-offer-report">
                  <span>{time(r.createdAt)}</span>
                  <span>{r.reporterName}</span>
                  <strong>{t(`offerReport.reasons.${r.reason}`)}</strong>
                  <span>{r.details ?? ''}</span>
                </li>
              ))}
            </ul>
            <div className={styles['actions']}>
              <input
                type="text"
                value={reasons[o.offerId] ?? ''}
                placeholder={t('staffOffers.reason')}
                aria-label={t('staffOffers.reason')}
                onChange={(e) => reasonChanged({ offerId: o.offerId, reason: e.target.value })}
                data-testid="staff-offer-reason"
              />
              {MODERATION_ACTIONS.map((action) => (
                <button
                  key={action}
                  type="button"
                  className="button"
                  disabled={busy || !reasonIsEnough(reasons[o.offerId])}
                  onClick={() => decide({ offerId: o.offerId, action })}
                  data-testid={`staff-offer-${action.toLowerCase()}`}
                >
                  {t(`staffOffers.actions.${action}`)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
