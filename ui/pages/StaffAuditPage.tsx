import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import {
  $auditEntries,
  $auditError,
  $auditStaffFilter,
  $auditTargetFilter,
  $moreAudit,
  auditFilterSubmitted,
  auditStaffFilterChanged,
  auditTargetFilterChanged,
  olderAuditClicked,
} from '../features/staff/audit-model.ts';
import { auditActionLabel, auditTargetLabel, auditTime } from '../components/Staff/audit-labels.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/staff/audit: who did what to whom, when and why, newest first. */
export function StaffAuditPage() {
  const { t } = useTranslation();
  const [entries, error, staffFilter, targetFilter, more] = useUnit([$auditEntries, $auditError, $auditStaffFilter, $auditTargetFilter, $moreAudit]);
  const [staffChanged, targetChanged, submitted, older] = useUnit([auditStaffFilterChanged, auditTargetFilterChanged, auditFilterSubmitted, olderAuditClicked]);
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-audit-page">
      <h1>{t('routes.dashboardStaffAudit')}</h1>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' ? t('staffUsers.forbidden') : t('staffUsers.failed', { code: error })}</p>}
      <form
        className={styles['row']}
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        <input type="text" value={staffFilter} onChange={(e) => staffChanged(e.target.value)} placeholder={t('staffAudit.staffId')} aria-label={t('staffAudit.staffId')} />
        <input type="text" value={targetFilter} onChange={(e) => targetChanged(e.target.value)} placeholder={t('staffAudit.targetId')} aria-label={t('staffAudit.targetId')} />
        <button type="submit" className="button">
          {t('staffAudit.filter')}
        </button>
      </form>
      {entries === null && error === null && <Loading />}
      {entries !== null && entries.length === 0 && <p>{t('staffUsers.noHistory')}</p>}
      {entries !== null && entries.length > 0 && (
        <table className={styles['table']} data-testid="staff-audit-table">
          <thead>
            <tr>
              <th>{t('staffAudit.when')}</th>
              <th>{t('staffAudit.who')}</th>
              <th>{t('staffAudit.what')}</th>
              <th>{t('staffAudit.target')}</th>
              <th>{t('staffAudit.why')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="staff-audit-entry" data-action={entry.action}>
                <td>
                  <time dateTime={entry.at.toISOString()}>{auditTime(entry.at)}</time>
                </td>
                <td>{entry.staffName ?? entry.staffId}</td>
                <td>{auditActionLabel(t, entry.action)}</td>
                <td>
                  {auditTargetLabel(t, entry.targetType)} <code>{entry.targetId}</code>
                </td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <button type="button" className="button" onClick={() => older()}>
          {t('staffAudit.older')}
        </button>
      )}
    </main>
  );
}
