import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { NOTIFICATION_TOPICS, type NotificationSettingKey } from '../../domain/index.ts';
import { $notificationSettings, $settingsError, $settingsSaving, settingToggled } from '../features/notifications/model.ts';
import { $page } from '../features/shared/page/model.ts';
import styles from '../components/Notifications/Notifications.module.scss';
import { SecurityPanel } from '../components/AccountSecurity/SecurityPanel.tsx';
import { ProfilePanel } from '../components/AccountProfile/ProfilePanel.tsx';
import { PayoutDetailsPanel } from '../components/Payouts/PayoutDetailsPanel.tsx';
import { VerificationPanel } from '../components/Verification/VerificationPanel.tsx';
import { BillingPanel } from '../components/AccountData/BillingPanel.tsx';
import { DeleteAccountPanel } from '../components/AccountData/DeleteAccountPanel.tsx';
import { ApiKeysPanel } from '../components/ApiKeys/ApiKeysPanel.tsx';
import { $mayUseApi } from '../features/sellerapi/api-keys/model.ts';
import money from './Money.module.scss';

function NotificationSettings() {
  const { t } = useTranslation();
  const [settings, saving, error, toggle] = useUnit([$notificationSettings, $settingsSaving, $settingsError, settingToggled]);
  return (
    <section className={`panel ${styles['settings']}`} data-testid="notification-settings">
      <h2>{t('notifications.settingsTitle')}</h2>
      <p>{t('notifications.settingsHint')}</p>
      {NOTIFICATION_TOPICS.map((topic) => (
        <fieldset key={topic}>
          <legend>{t(`notifications.topics.${topic}`)}</legend>
          {(['inApp', 'email'] as const).map((channel) => {
            const key = `${topic}.${channel}`;
            if (!(key in settings)) return null;
            const setting = key as NotificationSettingKey;
            return (
              <label key={key}>
                <input type="checkbox" checked={settings[setting]} disabled={saving} onChange={(e) => toggle({ key: setting, on: e.target.checked })} data-testid={`setting-${key}`} />{' '}
                {t(`notifications.channels.${channel}`)}
              </label>
            );
          })}
        </fieldset>
      ))}
      {error !== null && <p role="alert">{t('notifications.saveFailed')}</p>}
    </section>
  );
}

/** The account page's tabs, in the order the nav shows them; an unknown tab shows the first. */
const TABS = ['profile', 'notifications', 'security', 'verification', 'payouts', 'billing', 'api', 'delete'] as const;
type Tab = (typeof TABS)[number];
const isTab = (tab: string | undefined): tab is Tab => (TABS as readonly (string | undefined)[]).includes(tab);

/** /dashboard/account/{tab}: the account's settings, one tab at a time. */
export function AccountPage() {
  const { t } = useTranslation();
  // Lower-cased: the verification rule sends users to /dashboard/account/Verification.
  const requested = useUnit($page).params['tab']?.toLowerCase();
  // The API tab exists only for accounts that may hold keys (bulk sellers, API access).
  const mayUseApi = useUnit($mayUseApi);
  const shown = TABS.filter((name) => name !== 'api' || mayUseApi);
  const tab: Tab = isTab(requested) && shown.includes(requested) ? requested : 'profile';
  const labels: Record<Tab, string> = {
    profile: t('accountProfile.title'),
    notifications: t('notifications.settingsTitle'),
    security: t('security.title'),
    verification: t('verification.title'),
    payouts: t('payoutDetails.tab'),
    billing: t('accountData.billingTab'),
    api: t('apiKeys.tab'),
    delete: t('accountData.deleteTab'),
  };
  return (
    <main className="page" data-testid="account-page">
      <h1>{t('routes.dashboardAccount')}</h1>
      {/* The same tab look as the finances pages. */}
      <nav className={money['tabs']} aria-label={t('routes.dashboardAccount')}>
        {shown.map((name) => (
          <a key={name} href={`/dashboard/account/${name}`} aria-current={tab === name ? 'page' : undefined} data-testid={`account-tab-${name}`}>
            {labels[name]}
          </a>
        ))}
      </nav>
      {tab === 'profile' && <ProfilePanel />}
      {tab === 'notifications' && <NotificationSettings />}
      {tab === 'security' && <SecurityPanel />}
      {tab === 'verification' && <VerificationPanel />}
      {tab === 'payouts' && <PayoutDetailsPanel />}
      {tab === 'billing' && <BillingPanel />}
      {tab === 'api' && <ApiKeysPanel />}
      {tab === 'delete' && <DeleteAccountPanel />}
    </main>
  );
}
