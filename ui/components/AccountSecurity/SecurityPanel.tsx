import { AddEmailForm } from './AddEmailForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SessionsList } from './SessionsList.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

/** The security tab of the account page. */
export function SecurityPanel() {
  return (
    <div data-testid="security-panel">
      <AddEmailForm />
      <PasswordForm />
      <TwoFactorPanel />
      <SessionsList />
    </div>
  );
}
