import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Footer.module.scss';

/** Site footer with the legal links every page needs. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles['footer']} data-testid="site-footer">
      <nav aria-label="legal">
        <a href="/legal/terms-of-use">{t('routes.legalTerms')}</a>
        <a href="/legal/privacy-policy">{t('routes.legalPrivacy')}</a>
        <a href="/legal/dmca-notice">{t('routes.legalDmca')}</a>
        <a href="/guarantee">{t('routes.guarantee')}</a>
        <a href="/support">{t('routes.support')}</a>
        <a href="/blog">{t('routes.blog')}</a>
        <a href="/wiki">{t('routes.wiki')}</a>
      </nav>
      <p>{t('footer.copyright', { year: 2026 })}</p>
    </footer>
  );
}
