import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { $user } from '../features/accounts/session/model.ts';
import { $creditsLine, $dashboardTodo, $dashboardUnseen, $recentOrderRows, type DashboardTodo } from '../features/dashboard/overview.ts';
import { $dashboardSections, type DashboardGroup } from '../features/dashboard/sections.ts';
import type { TranslationKey } from '../i18n/resources.ts';
import { Loading, OrderRow } from './OrdersPage.tsx';
import styles from './DashboardPage.module.scss';
import money from './Money.module.scss';

const TODO_KEYS: readonly (keyof DashboardTodo)[] = ['toPay', 'toConfirm', 'toDeliver', 'cancelRequests', 'disputes'];

/** What waits on the user, each a link to their orders; "all done" when nothing does. */
function Todo() {
  const { t } = useTranslation();
  const todo = useUnit($dashboardTodo);
  if (todo === null) return <Loading />;
  const open = TODO_KEYS.filter((key) => todo[key] > 0);
  if (open.length === 0) return <p className={styles['done']} data-testid="dashboard-todo-none">{t('dashboard.nothingWaiting')}</p>;
  return (
    <ul className={styles['todo']} data-testid="dashboard-todo">
      {open.map((key) => (
        <li key={key} data-todo={key}>
          <a href="/dashboard/orders">
            <strong>{todo[key]}</strong> {t(`dashboard.todo.${key}`, { count: todo[key] })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Credits, unread messages and unseen notices, each linking where it is dealt with. */
function Figures() {
  const { t } = useTranslation();
  const [credits, unseen] = useUnit([$creditsLine, $dashboardUnseen]);
  return (
    <dl className={styles['figures']}>
      <div>
        <dt>{t('dashboard.credits')}</dt>
        <dd data-testid="dashboard-credits">
          <a href="/dashboard/finances/credits">{credits ?? '…'}</a>
        </dd>
      </div>
      <div>
        <dt>{t('dashboard.unreadMessages')}</dt>
        <dd data-testid="dashboard-unread">
          <a href="/dashboard/inbox">{unseen.messages}</a>
        </dd>
      </div>
      <div>
        <dt>{t('dashboard.unseenNotifications')}</dt>
        <dd>{unseen.notifications}</dd>
      </div>
    </dl>
  );
}

const GROUPS: readonly DashboardGroup[] = ['buying', 'selling', 'account'];

/** The sections the user can use, by group (selling only for sellers). */
function Sections() {
  const { t } = useTranslation();
  const sections = useUnit($dashboardSections);
  return (
    <nav className={styles['sections']} aria-label={t('dashboard.sections')} data-testid="dashboard-sections">
      {GROUPS.map((group) => {
        const inGroup = sections.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} data-group={group}>
            <h2>{t(`dashboard.groups.${group}`)}</h2>
            <ul>
              {inGroup.map((s) => (
                <li key={s.name}>
                  <a href={s.href}>{t(`routes.${s.name}` as TranslationKey)}</a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

/** /dashboard: what waits on the user, their figures, their latest orders and every section. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [user, recent] = useUnit([$user, $recentOrderRows]);
  return (
    <main className={`page ${money['page']}`} data-testid="dashboard-page">
      <Breadcrumbs trail={[{ label: t('routes.dashboard') }]} />
      <h1>{user === null ? t('routes.dashboard') : t('dashboard.greeting', { name: user.username })}</h1>
      <div className={styles['top']}>
        <section className="panel" aria-labelledby="dashboard-todo-title">
          <h2 id="dashboard-todo-title">{t('dashboard.waiting')}</h2>
          <Todo />
        </section>
        <section className="panel">
          <Figures />
        </section>
      </div>
      <section className={styles['recent']}>
        <div className={styles['recentHead']}>
          <h2>{t('dashboard.recentOrders')}</h2>
          <a href="/dashboard/orders">{t('dashboard.allOrders')}</a>
        </div>
        {recent === null ? (
          <Loading />
        ) : recent.length === 0 ? (
          <p className={money['muted']} data-testid="dashboard-no-orders">
            {t('dashboard.noOrders')} <a href="/games">{t('home.browseGames')}</a>
          </p>
        ) : (
          <ul className={money['list']}>
            {recent.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
      </section>
      <Sections />
    </main>
  );
}
