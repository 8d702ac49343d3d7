import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { PUBLICATION_STATES } from '../../domain/index.ts';
import { $contentEntries, $contentFilter, $contentListError, contentFilterChosen } from '../features/content/authoring/list-model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/staff/content: posts and wiki articles by editor state, each opening in the editor; a button starts a new one. */
export function StaffContentPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [filter, entries, error] = useUnit([$contentFilter, $contentEntries, $contentListError]);
  const choose = useUnit(contentFilterChosen);
  return (
    <main className={`page ${styles['page']}`} data-testid="staff-content-page">
      <h1>{t('routes.dashboardStaffContent')}</h1>
      <p>
        <a className="button" href="/dashboard/staff/content/edit" data-testid="content-new">
          {t('contentEditor.new')}
        </a>
      </p>
      <nav className={styles['tabs']} aria-label={t('contentEditor.states')}>
        {[...PUBLICATION_STATES, null].map((s) => (
          <button key={s ?? 'all'} type="button" className="link" aria-pressed={s === filter} onClick={() => choose(s)} data-testid={`content-filter-${s ?? 'all'}`}>
            {s === null ? t('contentEditor.all') : t(`contentEditor.state.${s}`)}
          </button>
        ))}
      </nav>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' ? t('staffUsers.forbidden') : t('staffUsers.failed', { code: error })}</p>}
      {entries === null && error === null && <Loading />}
      {entries !== null && entries.length === 0 && <p>{t('contentEditor.none')}</p>}
      {entries !== null && entries.length > 0 && (
        <ul className={styles['list']} data-testid="content-entries">
          {entries.map((e) => (
            <li key={e.id} className={styles['row']} data-testid="content-entry" data-state={e.state} data-slug={e.slug}>
              <a className={styles['title']} href={`/dashboard/staff/content/edit/${e.id}`}>
                {e.title}
              </a>
              <span>{t(`contentEditor.kind.${e.kind}`)}</span>
              <span>{t(`contentEditor.state.${e.state}`)}</span>
              <span className={styles['muted']}>{e.languages.join(' ')}</span>
              <span className={styles['muted']}>{time(e.state === 'scheduled' ? e.publishAt : e.updatedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
