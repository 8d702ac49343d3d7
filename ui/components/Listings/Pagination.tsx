import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $pagination, pageChanged } from '../../features/catalog/listings/model.ts';
import { plainClick } from './HotSearchBar.tsx';
import styles from './Pagination.module.scss';

/** Page links (real links, for crawlers and new tabs); a plain click goes through the model and back to the top. */
export function Pagination() {
  const { t } = useTranslation();
  const [pagination, changed] = useUnit([$pagination, pageChanged]);
  if (pagination === null || pagination.pages < 2) return null;
  const go = (page: number) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    changed(page);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className={styles.pagination} aria-label={t('listings.pagination.label')} data-testid="pagination">
      {pagination.previous !== null ? (
        <a className={styles.step} href={pagination.previous.href} rel="prev" onClick={go(pagination.previous.page)}>
          {t('listings.pagination.previous')}
        </a>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          {t('listings.pagination.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pagination.links.map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className={styles.page}
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                aria-label={t('listings.pagination.page', { page: link.page })}
                onClick={go(link.page)}
                data-testid="page-link"
              >
                {link.page}
              </a>
            </li>
          ),
        )}
      </ol>
      {pagination.next !== null ? (
        <a className={styles.step} href={pagination.next.href} rel="next" onClick={go(pagination.next.page)} data-testid="next-page">
          {t('listings.pagination.next')}
        </a>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          {t('listings.pagination.next')}
        </span>
      )}
    </nav>
  );
}
