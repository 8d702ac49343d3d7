import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $page } from '../../features/shared/page/model.ts';
import styles from '../../pages/Money.module.scss';

const TABS = [
  { route: 'dashboardFinancesCredits', href: '/dashboard/finances/credits', key: 'finances.nav.credits' },
  { route: 'dashboardFinancesPayments', href: '/dashboard/finances/payments', key: 'finances.nav.payments' },
  { route: 'dashboardFinancesWithdrawals', href: '/dashboard/finances/withdrawals', key: 'finances.nav.withdrawals' },
] as const;

/** The tabs under /dashboard/finances. */
export function FinancesNav() {
  const { t } = useTranslation();
  const page = useUnit($page);
  return (
    <nav className={styles['tabs']} aria-label={t('finances.nav.label')}>
      {TABS.map((tab) => (
        <a key={tab.route} href={tab.href} aria-current={page.name === tab.route ? 'page' : undefined}>
          {t(tab.key)}
        </a>
      ))}
    </nav>
  );
}
