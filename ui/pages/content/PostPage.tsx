import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ArticleBody, TableOfContents } from '../../components/Content/ArticleBody.tsx';
import styles from '../../components/Content/Content.module.scss';
import { Cover, EntryCardView, EntryMeta, entryHref } from '../../components/Content/EntryCardView.tsx';
import { PageHeading, StatusNote } from '../../components/Games/BrowseLayout.tsx';
import { $blogFailed, $post } from '../../features/content/blog/model.ts';
import { $page } from '../../features/shared/page/model.ts';

/** /post/{slug}: the article with its author and date, its contents, the game's offers and related posts. */
export function PostPage() {
  const { t } = useTranslation();
  const [answer, failed, page] = useUnit([$post, $blogFailed, $page]);
  const post = answer !== null && answer.post.slug === page.params['slug'] ? answer.post : null;
  if (post === null || answer === null) {
    return (
      <main className="page page--post">
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('content.notFound') } : {})} />
      </main>
    );
  }
  return (
    <main className="page page--post">
      <PageHeading trail={[{ label: t('routes.blog'), href: '/blog' }, { label: post.title }]} title={post.title} />
      <p className={styles['meta']} data-testid="post-author">
        {t('content.byAuthor', { author: post.authorName })}
      </p>
      <EntryMeta entry={post} date="published" />
      <div className={styles['article']}>
        <article>
          <Cover entry={post} />
          <ArticleBody entry={post} />
          {post.gameType !== null && (
            <p>
              <a className="button" href={`/${post.gameType}`} data-testid="game-offers">
                {t('content.gameOffers')}
              </a>
            </p>
          )}
        </article>
        <aside>
          <TableOfContents entry={post} />
        </aside>
      </div>
      {answer.related.length > 0 && (
        <section aria-labelledby="related">
          <h2 id="related">{t('content.related')}</h2>
          <ul className={styles['grid']}>
            {answer.related.map((r) => (
              <EntryCardView key={r.slug} entry={r} href={entryHref(r)} heading="h3" />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
