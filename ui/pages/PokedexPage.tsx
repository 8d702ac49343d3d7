import { Fragment } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { CP_MULTIPLIERS, POKEMON_TYPES } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { $page } from '../features/shared/page/model.ts';
import { $openCpTable, $openSpecies, $pokedex, $pokedexError, $pokedexPages, $pokedexRequest, fetchPokedexFx, pokedexHref, searchSubmitted, speciesToggled } from '../features/tools/pokedex/model.ts';
import styles from '../components/Tools/Tools.module.scss';

function CpTable() {
  const { t } = useTranslation();
  const rows = useUnit($openCpTable);
  return (
    <table className={styles['table']} data-testid="cp-table">
      <thead>
        <tr>
          <th>{t('pokedex.level')}</th>
          <th>{t('pokedex.cpMultiplier')}</th>
          <th>{t('pokedex.minCp')}</th>
          <th>{t('pokedex.maxCp')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.level}>
            <td>{row.level}</td>
            <td>{CP_MULTIPLIERS[row.level - 1]}</td>
            <td>{row.minCp}</td>
            <td>{row.maxCp}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/{gameType}/pokedex`: species with types, base stats, GO stats and CP by level; searchable and filterable by type. */
export function PokedexPage() {
  const { t } = useTranslation();
  const [page, pokedex, error, request, pages, open, toggle, search, retry] = useUnit([$page, $pokedex, $pokedexError, $pokedexRequest, $pokedexPages, $openSpecies, speciesToggled, searchSubmitted, fetchPokedexFx]);
  const title = t('routes.gamePokedex', { game: page.params['game'] ?? '' });
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: page.params['game'] ?? '', href: `/${request.gameType}` }, { label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('pokedex.intro')}</p>
      <form
        className={styles['code']}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          search({ q: String(data.get('q') ?? ''), type: String(data.get('type') ?? '') });
        }}
      >
        <input name="q" type="search" defaultValue={request.q} key={request.q} placeholder={t('pokedex.searchPlaceholder')} aria-label={t('pokedex.searchPlaceholder')} data-testid="pokedex-search" />
        <select name="type" defaultValue={request.type ?? ''} key={request.type ?? ''} aria-label={t('pokedex.type')} data-testid="pokedex-type">
          <option value="">{t('pokedex.allTypes')}</option>
          {POKEMON_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('pokedex.search')}
        </button>
      </form>
      <nav className={styles['tabs']} aria-label={t('pokedex.type')}>
        {POKEMON_TYPES.map((type) => (
          <a key={type} href={pokedexHref({ ...request, type: request.type === type ? null : type, page: 1 })} className={`button button--small ${request.type === type ? '' : 'button--ghost'}`} aria-current={request.type === type ? 'true' : undefined}>
            {type}
          </a>
        ))}
      </nav>
      {pokedex === null ? (
        error === null ? (
          <p role="status">{t('loading.label')}</p>
        ) : (
          <section className="panel" role="alert">
            <p>{t('pokedex.loadFailed')}</p>
            <button type="button" className="button" onClick={() => retry(request)}>
              {t('product.retry')}
            </button>
          </section>
        )
      ) : (
        <>
          <p data-testid="pokedex-count">{t('pokedex.count', { count: pokedex.total })}</p>
          <div style={{ overflowX: 'auto' }}>
            <table className={styles['table']}>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('pokedex.name')}</th>
                  <th>{t('pokedex.types')}</th>
                  <th title={t('pokedex.baseStatsHint')}>{t('pokedex.baseStats')}</th>
                  <th>{t('pokedex.goStats')}</th>
                  <th>{t('pokedex.maxCp40')}</th>
                  <th>{t('pokedex.maxCp50')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {pokedex.entries.map((entry) => (
                  <Fragment key={entry.id}>
                    <tr data-testid="pokedex-entry">
                      <td>{entry.num}</td>
                      <td>{entry.name}</td>
                      <td>
                        <span className={styles['types']} data-testid="pokedex-entry-types">
                          {entry.types.map((type) => (
                            <span key={type} className={styles['badge']}>
                              {type}
                            </span>
                          ))}
                        </span>
                      </td>
                      <td>{`${entry.baseStats.hp}/${entry.baseStats.atk}/${entry.baseStats.def}/${entry.baseStats.spa}/${entry.baseStats.spd}/${entry.baseStats.spe}`}</td>
                      <td>{`${entry.go.attack}/${entry.go.defense}/${entry.go.stamina}`}</td>
                      <td>{entry.maxCp40}</td>
                      <td>{entry.maxCp50}</td>
                      <td>
                        <button type="button" className="button button--ghost button--small" aria-expanded={open === entry.id} onClick={() => toggle(entry.id)}>
                          {t('pokedex.cpByLevel')}
                        </button>
                      </td>
                    </tr>
                    {open === entry.id && (
                      <tr>
                        <td colSpan={8}>
                          <CpTable />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {pages !== null && pages.pages > 1 && (
            <nav className={styles['tabs']} aria-label={t('pokedex.pages')}>
              {pages.prevHref !== null && <a href={pages.prevHref}>{t('pokedex.previous')}</a>}
              <span>{t('pokedex.pageOf', { page: pages.page, pages: pages.pages })}</span>
              {pages.nextHref !== null && <a href={pages.nextHref}>{t('pokedex.next')}</a>}
            </nav>
          )}
          <section className="panel">
            <h2>{t('pokedex.formulaTitle')}</h2>
            <p>{t('pokedex.formula')}</p>
            <p className={styles['muted']}>{t('pokedex.source', { source: pokedex.source })}</p>
          </section>
        </>
      )}
    </main>
  );
}
