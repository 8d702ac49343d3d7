import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import {  } from '../components/DateTime.tsx';
import type { QueuedSellerApplication } from '../../contracts/sellerapplications/index.ts';
import { SELLER_APPLICATION_STATUSES } from '../../domain/index.ts';
import {
  $applications,
  $pageCount,
  $pageNumber,
  $reasons,
  $reviewBusy,
  $reviewError,
  $status,
  approveClicked,
  pageChosen,
  reasonChanged,
  rejectClicked,
  statusChosen,
} from '../features/sellerapplications/review/model.ts';
import styles from '../components/SellerApplication/SellerApplication.module.scss';

function Application({ a }: { readonly a: QueuedSellerApplication }) {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [reasons, busy, approve, reject, changeReason] = useUnit([$reasons, $reviewBusy, approveClicked, rejectClicked, reasonChanged]);
  const reason = reasons[a.id] ?? '';
  return (
    <li className={`panel ${styles['panel']}`} data-testid="application-item" data-username={a.username}>
      <h2>{a.username}</h2>
      <dl className={styles['facts']}>
        <dt>{t('applicationReview.email')}</dt>
        <dd>{a.email ?? '—'}</dd>
        <dt>{t('applicationReview.roles')}</dt>
        <dd>{a.roles.join(', ')}</dd>
        <dt>{t('applicationReview.sent')}</dt>
        <dd>{time(a.submittedAt)}</dd>
        <dt>{t('sellerApplication.form.games')}</dt>
        <dd>{a.games.join(', ')}</dd>
        <dt>{t('sellerApplication.form.productTypes')}</dt>
        <dd>{a.productTypes.map((p) => t(`productTypes.${p}`, { defaultValue: p })).join(', ')}</dd>
        <dt>{t('sellerApplication.form.years')}</dt>
        <dd>{a.yearsOfExperience}</dd>
        <dt>{t('sellerApplication.form.volume')}</dt>
        <dd>{t(`sellerApplication.volumes.${a.monthlyVolume}`)}</dd>
        <dt>{t('sellerApplication.form.contact')}</dt>
        <dd>{a.contact}</dd>
        <dt>{t('applicationReview.bulk')}</dt>
        <dd data-testid="application-item-bulk">{a.wantsBulkTools ? t('applicationReview.yes') : t('applicationReview.no')}</dd>
        <dt>{t('applicationReview.links')}</dt>
        <dd>
          {a.links.map((link) => (
            // Applicants' links are untrusted: no referrer, no opener, never followed by crawlers.
            <a key={link} href={link} target="_blank" rel="noopener noreferrer nofollow ugc">
              {link}{' '}
            </a>
          ))}
        </dd>
      </dl>
      <p style={{ whiteSpace: 'pre-wrap' }}>{a.motivation}</p>
      {a.status === 'REJECTED' && a.reason !== null && <p>{t('sellerApplication.status.reason')} {a.reason}</p>}
      {a.status === 'SUBMITTED' && (
        <div className={styles['row']}>
          <button type="button" className="button" disabled={busy} onClick={() => approve(a.id)} data-testid="application-approve">
            {t(a.wantsBulkTools ? 'applicationReview.approveBulk' : 'applicationReview.approve')}
          </button>
          <input
            type="text"
            value={reason}
            placeholder={t('applicationReview.reasonPlaceholder')}
            aria-label={t('applicationReview.reasonPlaceholder')}
            onChange={(e) => changeReason({ applicationId: a.id, reason: e.target.value })}
            data-testid="application-reason-input"
          />
          <button type="button" className="button" disabled={busy || reason.trim() === ''} onClick={() => reject(a.id)} data-testid="application-reject">
            {t('applicationReview.reject')}
          </button>
        </div>
      )}
    </li>
  );
}

/** /dashboard/staff/applications: applications in one state, oldest first, a page at a time; approve, or reject with a reason. */
export function SellerApplicationReviewPage() {
  const { t } = useTranslation();
  const [list, status, page, pages, error, chooseStatus, choosePage] = useUnit([$applications, $status, $pageNumber, $pageCount, $reviewError, statusChosen, pageChosen]);
  return (
    <main className={`page ${styles['page']}`} data-testid="application-review-page">
      <h1>{t('routes.dashboardStaffApplications')}</h1>
      <label>
        {t('applicationReview.state')}{' '}
        <select value={status} onChange={(e) => chooseStatus(e.target.value as (typeof SELLER_APPLICATION_STATUSES)[number])} data-testid="application-review-status">
          {SELLER_APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sellerApplication.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' || error === 'UNAUTHENTICATED' ? t('staff.forbidden') : t(`sellerApplication.refusals.${error}`, { defaultValue: t('staff.loadFailed') })}</p>}
      {list !== null && list.items.length === 0 && <p data-testid="application-review-empty">{t('applicationReview.empty')}</p>}
      <ul className={styles['queue']}>{list?.items.map((a) => <Application key={a.id} a={a} />)}</ul>
      {pages > 1 && (
        <nav className={styles['row']} aria-label={t('applicationReview.pages')}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => choosePage(page - 1)}>
            {t('applicationReview.previous')}
          </button>
          <span>{t('applicationReview.pageOf', { page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => choosePage(page + 1)}>
            {t('applicationReview.next')}
          </button>
        </nav>
      )}
    </main>
  );
}
