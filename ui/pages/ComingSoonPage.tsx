import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { $page } from '../features/shared/page/model.ts';

/** Every route whose feature has not shipped yet: its title, breadcrumbs and a plain notice — never a blank page. */
export function ComingSoonPage() {
  const page = useUnit($page);
  const { t } = useTranslation();
  const title = t(`routes.${page.name}`, { ...page.params, defaultValue: t('meta.siteName') });
  return (
    <main className="page page--coming-soon">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <section className="panel coming-soon" role="status">
        <h2>{t('comingSoon.title')}</h2>
        <p>{t('comingSoon.body')}</p>
        <a className="button" href="/">
          {t('comingSoon.backHome')}
        </a>
      </section>
    </main>
  );
}
