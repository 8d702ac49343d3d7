import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import { $results, $resultsFailed, $resultsTab, $resultTabs, resultsTabChosen } from '../features/catalog/site-search/model.ts';
import styles from './SearchPage.module.scss';

/** /search?q=: everything the header search found, grouped by kind, with a tab per kind and one for all. */
export function SearchPage() {
  const { t } = useTranslation();
  const [results, failed, tab, tabs, tabChosen] = useUnit([$results, $resultsFailed, $resultsTab, $resultTabs, resultsTabChosen]);
  const title = results === null || results.text === '' ? t('routes.search') : t('search.resultsFor', { text: results.text });
  const shown = results?.groups.filter((g) => tab === 'all' || g.kind === tab) ?? [];
  return (
    <main className="page page--search">
      <PageHeading trail={[{ label: t('routes.search') }]} title={title} />
      {results === null ? (
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('search.failed') } : {})} />
      ) : results.text === '' ? (
        <p>{t('search.typeSomething')}</p>
      ) : results.groups.length === 0 ? (
        <p data-testid="search-empty">{t('search.nothing', { text: results.text })}</p>
      ) : (
        <>
          <div className={styles['tabs']} role="tablist" aria-label={t('search.kindsLabel')}>
            {[{ kind: 'all' as const, total: tabs.reduce((sum, x) => sum + x.total, 0) }, ...tabs].map(({ kind, total }) => (
              <button key={kind} type="button" role="tab" aria-selected={tab === kind} className={tab === kind ? styles['active'] : ''} onClick={() => tabChosen(kind)} data-kind={kind}>
                {kind === 'all' ? t('search.all') : t(`search.kinds.${kind}`)} <span className={styles['count']}>{total}</span>
              </button>
            ))}
          </div>
          {shown.map((group) => (
            <section key={group.kind} className={styles['group']} aria-labelledby={`results-${group.kind}`} data-testid={`results-${group.kind}`}>
              <h2 id={`results-${group.kind}`}>{t(`search.kinds.${group.kind}`)}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                    {item.detail !== '' && <p>{item.detail}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>
  );
}
