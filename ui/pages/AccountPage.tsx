import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TOPICS, type NotificationSettingKey } from '../../domain/index.ts';
import { $notificationSettings, $settingsError, $settingsSaving, settingToggled } from '../features/notifications/model.ts';
import { $page } from '../features/shared/page/model.ts';
import styles from '../components/Notifications/Notifications.module.scss';

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

/** /dashboard/account/{tab}: the account's settings; the notifications tab is the one there is so far. */
export function AccountPage() {
  const { t } = useTranslation();
  const tab = useUnit($page).params['tab'] ?? 'notifications';
  return (
    <main className="page" data-testid="account-page">
      <h1>{t('routes.dashboardAccount')}</h1>
      <nav aria-label={t('routes.dashboardAccount')}>
        <a href="/dashboard/account/notifications" aria-current={tab === 'notifications' ? 'page' : undefined}>
          {t('notifications.settingsTitle')}
        </a>
      </nav>
      <NotificationSettings />
    </main>
  );
}
