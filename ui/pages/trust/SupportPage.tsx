import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PageHeading } from '../../components/Games/BrowseLayout.tsx';
import { SupportForm } from '../../components/Trust/SupportForm.tsx';
import styles from '../../components/Trust/Trust.module.scss';
import { $faqQuery, faqMatches, faqQueryChanged } from '../../features/content/support/model.ts';
import { $language } from '../../features/shared/language/model.ts';
import { FAQ } from './documents/faq.ts';

/** /support: the FAQ grouped by topic with a search box, and the contact form that opens a ticket. */
export function SupportPage() {
  const { t } = useTranslation();
  const [query, changed, language] = useUnit([$faqQuery, faqQueryChanged, $language]);
  const title = t('routes.support');
  const groups = FAQ.map((g) => ({ ...g, entries: g.entries.filter((e) => faqMatches(query, e)) })).filter((g) => g.entries.length > 0);
  return (
    <main className="page page--support">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('support.intro')} />
      <section className={styles['faq']} aria-labelledby="faq">
        <h2 id="faq">{t('support.faqTitle')}</h2>
        {language !== 'en' && (
          <p className={`panel ${styles['notice']}`} role="note">
            {t('trust.englishNotice')}
          </p>
        )}
        <label>
          <span className="visually-hidden">{t('support.searchLabel')}</span>
          <input type="search" name="faq" value={query} placeholder={t('support.searchPlaceholder')} onChange={(e) => changed(e.target.value)} />
        </label>
        {groups.length === 0 && <p role="status">{t('support.noMatch')}</p>}
        {groups.map((g) => (
          <section key={g.topic} aria-labelledby={`faq-${g.topic}`}>
            <h3 id={`faq-${g.topic}`}>{t(`support.faq.${g.topic}`)}</h3>
            {g.entries.map((e) => (
              <details key={e.question} lang="en">
                <summary>{e.question}</summary>
                <p>{e.answer}</p>
              </details>
            ))}
          </section>
        ))}
      </section>
      <section className="panel" aria-labelledby="contact">
        <h2 id="contact">{t('support.contactTitle')}</h2>
        <SupportForm />
      </section>
    </main>
  );
}
