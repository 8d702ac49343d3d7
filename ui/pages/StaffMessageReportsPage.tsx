import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { $messageReports, $messageReportsBusy, $messageReportsError, reportBanClicked, reportResolveClicked } from '../features/staff/message-reports-model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/staff/messages: reported messages, each dismissed or answered with a ban of its sender. */
export function StaffMessageReportsPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [reports, busy, error] = useUnit([$messageReports, $messageReportsBusy, $messageReportsError]);
  const [resolve, ban] = useUnit([reportResolveClicked, reportBanClicked]);
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-messages-page">
      <h1>{t('routes.dashboardStaffMessages')}</h1>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' ? t('staffUsers.forbidden') : t('staffUsers.failed', { code: error })}</p>}
      {reports === null && error === null && <Loading />}
      {reports !== null && reports.length === 0 && <p>{t('staffMessages.none')}</p>}
      {reports !== null && reports.length > 0 && (
        <ul className={styles['list']}>
          {reports.map((report) => (
            <li key={report.id} className="panel" data-testid="staff-message-report" data-report-id={report.id}>
              <p>
                {t('staffMessages.reported', { at: time(report.createdAt), reporter: report.reporterId, sender: report.senderId })}
              </p>
              <blockquote style={{ whiteSpace: 'pre-wrap' }}>{report.body}</blockquote>
              <p>
                <strong>{t('staffMessages.reason')}</strong> {report.reason}
              </p>
              <div className={styles['row']}>
                <button type="button" className="button" disabled={busy} onClick={() => resolve(report.id)} data-testid="staff-message-dismiss">
                  {t('staffMessages.dismiss')}
                </button>
                <button type="button" className="button" disabled={busy || report.senderId === null} onClick={() => ban(report.id)} data-testid="staff-message-ban">
                  {t('staffMessages.banSender')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
