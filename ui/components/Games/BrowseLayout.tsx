import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $page } from '../../features/shared/page/model.ts';
import { Breadcrumbs, type Crumb } from '../Breadcrumbs.tsx';
import styles from './BrowseLayout.module.scss';

/** The top of a browsing page: breadcrumbs, the title (the page's one h1), an optional picture and a line of introduction. */
export function PageHeading({ trail, title, intro, media }: { readonly trail: readonly Crumb[]; readonly title: string; readonly intro?: string; readonly media?: ReactNode }) {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <div className={styles.heading}>
        {media}
        <div>
          <h1>{title}</h1>
          {intro !== undefined && <p className={styles.intro}>{intro}</p>}
        </div>
      </div>
    </>
  );
}

/** A titled section of a browsing page, with an optional "see all" link. */
export function BrowseSection({ title, more, children, testId }: { readonly title: string; readonly more?: { readonly href: string; readonly label: string }; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.sectionHead}>
        <h2>{title}</h2>
        {more !== undefined && (
          <a className={styles.more} href={more.href}>
            {more.label}
          </a>
        )}
      </header>
      {children}
    </section>
  );
}

/**
 * What a list says when it has nothing to show: loading, empty, or failed.
 * A failed load offers a full reload of the page, the plainest retry.
 */
export function StatusNote({ kind, message, action }: { readonly kind: 'loading' | 'empty' | 'failed'; readonly message?: string; readonly action?: ReactNode }) {
  const { t } = useTranslation();
  const page = useUnit($page);
  return (
    <div className={`${styles.note} ${kind === 'failed' ? styles.failed : ''}`} role={kind === 'failed' ? 'alert' : 'status'} aria-busy={kind === 'loading'}>
      <p>{message ?? t('loading.label')}</p>
      {kind === 'failed' && (
        <a className="button button--small button--ghost" href={page.pathname + page.search} data-reload="">
          {t('games.retry')}
        </a>
      )}
      {action}
    </div>
  );
}
