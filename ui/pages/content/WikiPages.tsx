import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ArticleBody, TableOfContents } from '../../components/Content/ArticleBody.tsx';
import styles from '../../components/Content/Content.module.scss';
import { EntryCardView, EntryMeta, entryHref } from '../../components/Content/EntryCardView.tsx';
import { PageHeading, StatusNote } from '../../components/Games/BrowseLayout.tsx';
import { $article, $wiki, $wikiCategory, $wikiFailed } from '../../features/content/wiki/model.ts';
import { $page } from '../../features/shared/page/model.ts';

/** /wiki: every game with articles, and its categories with how many each holds. */
export function WikiPage() {
  const { t } = useTranslation();
  const [wiki, failed] = useUnit([$wiki, $wikiFailed]);
  const title = t('routes.wiki');
  return (
    <main className="page page--wiki">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('content.wikiIntro')} />
      {wiki === null ? (
        <StatusNote kind={failed ? 'failed' : 'loading'} />
      ) : (
        <ul className={styles['grid']} data-testid="wiki-games">
          {wiki.games.map((g) => (
            <li key={g.gameType} className="panel">
              <h2>
                <a href={`/${g.gameType}`}>{g.label}</a>
              </h2>
              <ul>
                {g.categories.map((c) => (
                  <li key={c.category}>
                    <a href={`/${g.gameType}/${c.category}`}>{t(`content.categories.${c.category}`)}</a> ({c.articles})
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** /{gameType}/{category}: the game's articles of one category, with a link into its listings. */
export function WikiCategoryPage() {
  const { t } = useTranslation();
  const [answer, failed, page] = useUnit([$wikiCategory, $wikiFailed, $page]);
  const game = page.params['game'] ?? page.params['gameType'] ?? '';
  const gameType = page.params['gameType'] ?? '';
  const category = t(`content.categories.${page.params['category'] ?? ''}`, { defaultValue: page.params['category'] ?? '' });
  const title = `${game} · ${category}`;
  const current = answer !== null && answer.gameType === gameType && answer.category === page.params['category'];
  return (
    <main className="page page--wiki-category">
      <PageHeading trail={[{ label: t('routes.wiki'), href: '/wiki' }, { label: game, href: `/${gameType}` }, { label: category }]} title={title} />
      <p>
        <a className="button" href={`/${gameType}`}>
          {t('content.browseOffers', { game })}
        </a>
      </p>
      {!current ? (
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('content.notFound') } : {})} />
      ) : (
        <ul className={styles['grid']} data-testid="wiki-articles">
          {answer.articles.map((a) => (
            <EntryCardView key={a.slug} entry={a} href={entryHref(a)} />
          ))}
        </ul>
      )}
    </main>
  );
}

/** /{gameType}/{category}/{article}: the article with breadcrumbs, contents, last updated, and the game's other articles. */
export function WikiArticlePage() {
  const { t } = useTranslation();
  const [answer, failed, page] = useUnit([$article, $wikiFailed, $page]);
  const game = page.params['game'] ?? page.params['gameType'] ?? '';
  const gameType = page.params['gameType'] ?? '';
  const categoryValue = page.params['category'] ?? '';
  const category = t(`content.categories.${categoryValue}`, { defaultValue: categoryValue });
  const article = answer !== null && answer.article.slug === page.params['article'] ? answer.article : null;
  if (article === null || answer === null) {
    return (
      <main className="page page--wiki-article">
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('content.notFound') } : {})} />
      </main>
    );
  }
  return (
    <main className="page page--wiki-article">
      <PageHeading
        trail={[{ label: t('routes.wiki'), href: '/wiki' }, { label: game, href: `/${gameType}` }, { label: category, href: `/${gameType}/${categoryValue}` }, { label: article.title }]}
        title={article.title}
      />
      <EntryMeta entry={article} date="updated" />
      <div className={styles['article']}>
        <article>
          <ArticleBody entry={article} />
          <p>
            <a className="button" href={`/${gameType}`} data-testid="game-offers">
              {t('content.browseOffers', { game })}
            </a>
          </p>
        </article>
        <aside>
          <TableOfContents entry={article} />
          {answer.siblings.length > 0 && (
            <nav className="panel" aria-label={t('content.moreArticles', { game })}>
              <strong>{t('content.moreArticles', { game })}</strong>
              <ul>
                {answer.siblings.map((s) => (
                  <li key={s.slug}>
                    <a href={entryHref(s)}>{s.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </main>
  );
}
