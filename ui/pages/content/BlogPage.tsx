import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../../components/Games/BrowseLayout.tsx';
import styles from '../../components/Content/Content.module.scss';
import { EntryCardView, entryHref } from '../../components/Content/EntryCardView.tsx';
import { $blog, $blogFailed } from '../../features/content/blog/model.ts';

/** /blog and /blog/{page}: posts newest first, nine a page, with links to the neighbouring pages. */
export function BlogPage() {
  const { t } = useTranslation();
  const [blog, failed] = useUnit([$blog, $blogFailed]);
  const title = t('routes.blog');
  return (
    <main className="page page--blog">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('content.blogIntro')} />
      {blog === null ? (
        <StatusNote kind={failed ? 'failed' : 'loading'} {...(failed ? { message: t('content.loadFailed') } : {})} />
      ) : (
        <>
          <ul className={styles['grid']} data-testid="blog-posts">
            {blog.posts.map((post) => (
              <EntryCardView key={post.slug} entry={post} href={entryHref(post)} />
            ))}
          </ul>
          {blog.pages > 1 && (
            <nav className={styles['pagination']} aria-label={t('content.pages')}>
              {blog.page > 1 && (
                <a rel="prev" href={blog.page === 2 ? '/blog' : `/blog/${blog.page - 1}`}>
                  {t('content.newer')}
                </a>
              )}
              <span>{t('content.pageOf', { page: blog.page, pages: blog.pages })}</span>
              {blog.page < blog.pages && (
                <a rel="next" href={`/blog/${blog.page + 1}`}>
                  {t('content.older')}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </main>
  );
}
