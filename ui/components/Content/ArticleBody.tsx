import { useTranslation } from '../../i18n/use-translation.tsx';
import type { EntryBody } from '../../../contracts/content/index.ts';
import { sanitizeHtml } from '../../features/content/sanitize-html.ts';
import styles from './Content.module.scss';

/**
 * The rendered Markdown of a post or an article. The HTML was made on the
 * server by markdown-it with raw HTML off and sanitised by DOMPurify; the
 * browser runs DOMPurify over it once more before setting it (server
 * rendering sets the server's output). The fallback notice says when the
 * text is the English one.
 */
export function ArticleBody({ entry }: { readonly entry: EntryBody }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.fallback && (
        <p className={`panel ${styles['notice']}`} role="note" data-testid="fallback-notice">
          {t('content.fallback')}
        </p>
      )}
      <div className={styles['body']} lang={entry.language} data-testid="article-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.html) }} />
    </>
  );
}

/** The article's headings as links. */
export function TableOfContents({ entry }: { readonly entry: EntryBody }) {
  const { t } = useTranslation();
  if (entry.toc.length === 0) return null;
  return (
    <nav aria-label={t('content.toc')} className="panel" data-testid="toc">
      <strong>{t('content.toc')}</strong>
      <ol>
        {entry.toc.map((h) => (
          <li key={h.id} className={h.level === 3 ? styles['sub'] : undefined}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
