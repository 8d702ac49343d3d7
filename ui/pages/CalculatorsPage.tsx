import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import styles from '../components/Calculators/Calculator.module.scss';
import { $calculatorGroups, $calculatorsQuery, calculatorsQueryChanged } from '../features/tools/calculators/index-search.ts';

/** /calculators: every calculator, grouped by game, narrowed by a search box as the visitor types. */
export function CalculatorsPage() {
  const { t } = useTranslation();
  const [groups, query, changed] = useUnit([$calculatorGroups, $calculatorsQuery, calculatorsQueryChanged]);
  const title = t('routes.calculators');
  return (
    <main className="page page--calculators">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('calculators.intro')} />
      <input
        type="search"
        className={styles['search']}
        aria-label={t('calculators.search')}
        placeholder={t('calculators.search')}
        value={query}
        onChange={(event) => changed(event.target.value)}
        data-testid="calculators-search"
      />
      {groups.length === 0 ? (
        <StatusNote kind="empty" message={t('calculators.noMatch', { query: query.trim() })} />
      ) : (
        <div className={styles['groups']}>
          {groups.map((group) => (
            <section key={group.game} className={styles['group']} data-testid="calculator-group">
              <h2>{group.game}</h2>
              <ul>
                {group.calculators.map((c) => (
                  <li key={c.slug}>
                    <a href={`/calculator/${c.slug}`}>{t('calculator.title', { name: c.name })}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
