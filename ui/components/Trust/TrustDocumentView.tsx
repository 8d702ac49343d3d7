import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDate } from '../../../domain/index.ts';
import { $language } from '../../features/shared/language/model.ts';
import type { TrustDocument } from '../../pages/trust/documents/types.ts';
import styles from './Trust.module.scss';

/**
 * A trust document: last updated, the English-version notice for other
 * languages, a table of contents and the sections (translated headings,
 * English text). `after` adds content below a section by id (the cookie table).
 */
export function TrustDocumentView({ document, after }: { readonly document: TrustDocument; readonly after?: Readonly<Record<string, ReactNode>> }) {
  const { t } = useTranslation();
  const language = useUnit($language);
  const heading = (id: string) => t(`trust.${document.id}.${id}`);
  return (
    <article className={styles['document']} data-testid={`trust-${document.id}`}>
      <p className={styles['meta']}>{t('trust.lastUpdated', { date: formatDate(`${document.updated}T12:00:00Z`) })}</p>
      {language !== 'en' && (
        <p className={`panel ${styles['notice']}`} role="note" data-testid="english-notice">
          {t('trust.englishNotice')}
        </p>
      )}
      <nav className={styles['toc']} aria-label={t('trust.contents')}>
        <strong>{t('trust.contents')}</strong>
        <ol>
          {document.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{heading(s.id)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id}>{heading(s.id)}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} lang="en">
              {p}
            </p>
          ))}
          {s.items !== undefined && (
            <ul lang="en">
              {s.items.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
          {after?.[s.id]}
        </section>
      ))}
    </article>
  );
}
