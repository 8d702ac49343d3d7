import { useTranslation } from 'react-i18next';

/** The home page; its sections (games, services, hot offers) come with the shopping issue. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main className="page page--home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        <a className="button" href="/games">
          {t('home.browseGames')}
        </a>
      </section>
    </main>
  );
}
