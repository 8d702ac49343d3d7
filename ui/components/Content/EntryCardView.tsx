import { useTranslation } from '../../i18n/use-translation.tsx';
import type { EntryCard } from '../../../contracts/content/index.ts';
import { formatDate } from '../../../domain/index.ts';
import styles from './Content.module.scss';

/** The cover picture, or the title's initials on the theme gradient when the entry has none. */
export function Cover({ entry }: { readonly entry: EntryCard }) {
  if (entry.coverImage !== null) return <img className={styles['cover']} src={entry.coverImage} alt="" loading="lazy" />;
  const initials = entry.title
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <div className={styles['cover']} aria-hidden="true">
      {initials}
    </div>
  );
}

/** Date (spec format, 'Jan 5, 2025') and reading time. */
export function EntryMeta({ entry, date }: { readonly entry: EntryCard; readonly date: 'published' | 'updated' }) {
  const { t } = useTranslation();
  const when = formatDate(date === 'published' ? entry.publishedAt : entry.updatedAt);
  return (
    <p className={styles['meta']}>
      {date === 'published' ? when : t('content.lastUpdated', { date: when })} · {t('content.readingTime', { minutes: entry.readingMinutes })}
    </p>
  );
}

/** A post or an article in a list: cover, title, excerpt, date, reading time and tags. */
export function EntryCardView({ entry, href, heading = 'h2' }: { readonly entry: EntryCard; readonly href: string; readonly heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  return (
    <li className={`panel ${styles['card']}`} data-testid="entry-card">
      <Cover entry={entry} />
      <Heading>
        <a href={href}>{entry.title}</a>
      </Heading>
      <EntryMeta entry={entry} date={entry.category === null ? 'published' : 'updated'} />
      <p>{entry.excerpt}</p>
      {entry.tags.length > 0 && (
        <ul className={styles['tags']} aria-label="tags">
          {entry.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Where a post or an article lives. */
export function entryHref(entry: EntryCard): string {
  return entry.category === null ? `/post/${entry.slug}` : `/${entry.gameType ?? ''}/${entry.category}/${entry.slug}`;
}
