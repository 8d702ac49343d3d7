import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import {
  $queueLoaded,
  $reviewBusy,
  $reviewProblem,
  $reviewReasons,
  $verificationQueue,
  approveClicked,
  rejectClicked,
  reviewReasonChanged,
} from '../features/verification/model.ts';
import styles from '../components/Verification/Verification.module.scss';

/** /dashboard/staff/verifications: submissions waiting for review, oldest first, with their documents; approve, or reject with a reason. */
export function VerificationReviewPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [queue, loaded, reasons, busy, problem, approve, reject, reasonChanged] = useUnit([
    $verificationQueue,
    $queueLoaded,
    $reviewReasons,
    $reviewBusy,
    $reviewProblem,
    approveClicked,
    rejectClicked,
    reviewReasonChanged,
  ]);
  return (
    <main className="page" data-testid="verification-review-page">
      <h1>{t('routes.dashboardStaffVerifications')}</h1>
      {problem !== null && <p role="alert">{t(`verification.errors.${problem}`)}</p>}
      {loaded && queue.length === 0 && problem === null && <p data-testid="verification-queue-empty">{t('verification.review.empty')}</p>}
      <ul className={styles['queue']}>
        {queue.map((c) => (
          <li key={c.userId} className={`panel ${styles['panel']}`} data-testid="verification-queue-item" data-username={c.username}>
            <h2>{c.username}</h2>
            <p>
              {c.email ?? ''} · {t('verification.review.submittedAt', { at: c.submittedAt === null ? '' : time(c.submittedAt) })}
            </p>
            <div className={styles['documents']}>
              {c.documents.map((d) => (
                <figure key={d.id} className={styles['document']}>
                  <img src={d.url} alt={t(`verification.kinds.${d.kind}`)} data-testid={`review-preview-${d.kind}`} />
                  <figcaption>{t(`verification.kinds.${d.kind}`)}</figcaption>
                </figure>
              ))}
            </div>
            <div className={styles['actions']}>
              <button type="button" className="button" disabled={busy} onClick={() => approve(c.userId)} data-testid="verification-approve">
                {t('verification.review.approve')}
              </button>
              <input
                type="text"
                value={reasons[c.userId] ?? ''}
                placeholder={t('verification.review.reasonPlaceholder')}
                aria-label={t('verification.review.reasonPlaceholder')}
                onChange={(e) => reasonChanged({ userId: c.userId, reason: e.target.value })}
                data-testid="verification-reason-input"
              />
              <button type="button" className="button" disabled={busy || (reasons[c.userId] ?? '').trim() === ''} onClick={() => reject(c.userId)} data-testid="verification-reject">
                {t('verification.review.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
