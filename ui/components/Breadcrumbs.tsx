import { useTranslation } from '../i18n/use-translation.tsx';
import styles from './Breadcrumbs.module.scss';

export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/** Where the page sits, for people and (as an ordered list) for search engines. */
export function Breadcrumbs({ trail }: { readonly trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('breadcrumbs.home'), href: '/' }, ...trail];
  return (
    <nav aria-label="breadcrumb" className={styles['breadcrumbs']}>
      <ol>
        {all.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>{crumb.href !== undefined && i < all.length - 1 ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
