import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $changeReason, $removeArmed, $staffUsersBusy, removeUserCancelled, removeUserClicked, removeUserConfirmed } from '../../features/staff/users-model.ts';

/**
 * The admin users page's "Remove account": erases the opened account for
 * good, so it asks once more before it does; the reason typed above goes to
 * the audit log. Only admins see it (`user.remove`); the server refuses the
 * others anyway.
 */
export function RemoveUserControl({ username }: { readonly username: string }) {
  const { t } = useTranslation();
  const [reason, armed, busy] = useUnit([$changeReason, $removeArmed, $staffUsersBusy]);
  const [ask, confirm, cancel] = useUnit([removeUserClicked, removeUserConfirmed, removeUserCancelled]);
  if (!armed) {
    return (
      <button type="button" className="button button--ghost" disabled={busy || reason.trim().length < 3} onClick={() => ask()} data-testid="staff-user-remove">
        {t('staffUsers.remove')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="staff-remove-question" data-testid="staff-user-remove-confirm">
      <p id="staff-remove-question">{t('staffUsers.removeQuestion', { username })}</p>
      <button type="button" className="button" disabled={busy} onClick={() => confirm()} data-testid="staff-user-remove-yes">
        {t('staffUsers.removeYes')}
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancel()}>
        {t('staffUsers.removeNo')}
      </button>
    </div>
  );
}
