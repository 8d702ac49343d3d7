import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerDate } from '../components/DateTime.tsx';
import { can, ROLES, type Role } from '../../domain/index.ts';
import { auditActionLabel, auditTime } from '../components/Staff/audit-labels.ts';
import {
  $canSaveRoles,
  $changeReason,
  $draftRoles,
  $foundUsers,
  $openedUser,
  $removedUserId,
  $roleFilter,
  $staffUsersBusy,
  $staffUsersError,
  $userQuery,
  banToggleClicked,
  changeReasonChanged,
  requireVerificationClicked,
  roleFilterChanged,
  roleToggled,
  saveRolesClicked,
  staffUserOpened,
  userQueryChanged,
  userSearchSubmitted,
} from '../features/staff/users-model.ts';
import { viewAsClicked } from '../features/staff/impersonation-model.ts';
import { $actor } from '../features/accounts/session/model.ts';
import { RemoveUserControl } from '../components/Staff/RemoveUserControl.tsx';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/staff/users: find a user, open them, change their roles or require verification, with a reason. */
export function StaffUsersPage() {
  const { t } = useTranslation();
  const date = useViewerDate();
  const [query, roleFilter, found, opened, draft, reason, canSave, busy, error] = useUnit([$userQuery, $roleFilter, $foundUsers, $openedUser, $draftRoles, $changeReason, $canSaveRoles, $staffUsersBusy, $staffUsersError]);
  const [queryChanged, filterChanged, searched, open, toggle, reasonChanged, save, requireVerification, toggleBan, viewAs] = useUnit([
    userQueryChanged,
    roleFilterChanged,
    userSearchSubmitted,
    staffUserOpened,
    roleToggled,
    changeReasonChanged,
    saveRolesClicked,
    requireVerificationClicked,
    banToggleClicked,
    viewAsClicked,
  ]);
  const [removed, actor] = useUnit([$removedUserId, $actor]);
  const errorText = (code: string) =>
    code === 'FORBIDDEN' ? t('staffUsers.forbidden') : code.startsWith('ACCOUNT_HAS_') ? t(`staffUsers.removeBlocked.${code}`, { defaultValue: t('staffUsers.failed', { code }) }) : t('staffUsers.failed', { code });
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-users-page">
      <h1>{t('routes.dashboardStaffUsers')}</h1>
      {error !== null && <p role="alert" data-testid="staff-users-error" data-code={error}>{errorText(error)}</p>}
      {removed !== null && (
        <p role="status" data-testid="staff-user-removed">
          {t('staffUsers.removed')}
        </p>
      )}
      <form
        className={styles['row']}
        onSubmit={(e) => {
          e.preventDefault();
          searched();
        }}
      >
        <input type="search" value={query} onChange={(e) => queryChanged(e.target.value)} placeholder={t('staffUsers.searchPlaceholder')} aria-label={t('staffUsers.searchPlaceholder')} data-testid="staff-users-query" />
        <select value={roleFilter ?? ''} onChange={(e) => filterChanged(e.target.value === '' ? null : (e.target.value as Role))} aria-label={t('staffUsers.roleFilter')}>
          <option value="">{t('staffUsers.anyRole')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('staffUsers.search')}
        </button>
      </form>
      {found === null && error === null && <Loading />}
      {found !== null && found.length === 0 && <p>{t('staffUsers.none')}</p>}
      {found !== null && found.length > 0 && (
        <ul className={styles['list']}>
          {found.map((user) => (
            <li key={user.id} className={styles['row']} data-testid="staff-user-row" data-email={user.email}>
              <button type="button" className="link" onClick={() => open(user.id)}>
                {user.username}
              </button>
              <span>{user.email}</span>
              <span>{user.roles.join(', ')}</span>
              {user.banned && <strong>{t('staffUsers.banned')}</strong>}
            </li>
          ))}
        </ul>
      )}
      {opened !== null && (
        <section className="panel" data-testid="staff-user-detail" data-verification={opened.verificationState} data-banned={opened.banned}>
          <h2>{opened.username}</h2>
          <p>
            {opened.email} · {t('staffUsers.joined', { at: date(opened.createdAt) })} · {t('staffUsers.sales', { count: opened.completedSales })} ·{' '}
            {t(`staffUsers.verification.${opened.verificationState}`)}
          </p>
          <fieldset>
            <legend>{t('staffUsers.roles')}</legend>
            {ROLES.map((role) => (
              <label key={role}>
                <input type="checkbox" checked={draft.includes(role)} onChange={() => toggle(role)} data-testid={`staff-user-role-${role}`} /> {role}
              </label>
            ))}
          </fieldset>
          <input type="text" value={reason} onChange={(e) => reasonChanged(e.target.value)} placeholder={t('staffUsers.reason')} aria-label={t('staffUsers.reason')} data-testid="staff-user-reason" />
          <button type="button" className="button" disabled={!canSave || busy} onClick={() => save()} data-testid="staff-user-save-roles">
            {t('staffUsers.saveRoles')}
          </button>
          <button type="button" className="button" disabled={busy || reason.trim().length < 3 || opened.verificationState === 'VERIFICATION_REQUIRED'} onClick={() => requireVerification()} data-testid="staff-user-require-verification">
            {t('staffUsers.requireVerification')}
          </button>
          <button type="button" className="button" disabled={busy || reason.trim().length < 3} onClick={() => toggleBan()} data-testid="staff-user-ban">
            {opened.banned ? t('staffUsers.unban') : t('staffUsers.ban')}
          </button>
          <button type="button" className="button" disabled={busy || reason.trim().length < 3 || opened.banned} onClick={() => viewAs({ userId: opened.id, reason })} data-testid="staff-user-view-as">
            {t('staffUsers.viewAs')}
          </button>
          {can(actor, 'user.remove') && <RemoveUserControl username={opened.username} />}
          <h3>{t('staffUsers.history')}</h3>
          {opened.audit.length === 0 && <p>{t('staffUsers.noHistory')}</p>}
          <ul className={styles['list']}>
            {opened.audit.map((entry) => (
              <li key={entry.id} className={styles['row']} data-testid="staff-user-audit">
                <time dateTime={entry.at.toISOString()}>{auditTime(entry.at)}</time>
                <span>{entry.staffName ?? entry.staffId}</span>
                <span data-action={entry.action}>{auditActionLabel(t, entry.action)}</span>
                <span>{entry.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
