import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PageHeading } from '../../components/Games/BrowseLayout.tsx';
import { SupportForm } from '../../components/Trust/SupportForm.tsx';
import { TrustDocumentView } from '../../components/Trust/TrustDocumentView.tsx';
import styles from '../../components/Trust/Trust.module.scss';
import { $page } from '../../features/shared/page/model.ts';
import { DMCA_NOTICE } from './documents/dmca-notice.ts';
import { COOKIES, PRIVACY_POLICY } from './documents/privacy-policy.ts';
import { TERMS_OF_USE } from './documents/terms-of-use.ts';

const DOCUMENTS = { legalTerms: TERMS_OF_USE, legalPrivacy: PRIVACY_POLICY, legalDmca: DMCA_NOTICE } as const;

/** /legal/terms-of-use, /legal/privacy-policy (with every cookie we set) and /legal/dmca-notice (with the takedown form). */
export function LegalPage() {
  const { t } = useTranslation();
  const page = useUnit($page);
  const name = page.name in DOCUMENTS ? (page.name as keyof typeof DOCUMENTS) : 'legalTerms';
  const title = t(`routes.${name}`);
  return (
    <main className="page page--legal">
      <PageHeading trail={[{ label: title }]} title={title} />
      <TrustDocumentView
        document={DOCUMENTS[name]}
        after={{
          cookies: name === 'legalPrivacy' ? <CookieTable /> : null,
          process:
            name === 'legalDmca' ? (
              <section className="panel" aria-label={t('dmca.formTitle')}>
                <h3>{t('dmca.formTitle')}</h3>
                <SupportForm topic="dmca" />
              </section>
            ) : null,
        }}
      />
    </main>
  );
}

function CookieTable() {
  const { t } = useTranslation();
  return (
    <table className={styles['table']} data-testid="cookie-table">
      <thead>
        <tr>
          <th scope="col">{t('trust.cookieTable.name')}</th>
          <th scope="col">{t('trust.cookieTable.lifetime')}</th>
          <th scope="col">{t('trust.cookieTable.purpose')}</th>
          <th scope="col">{t('trust.cookieTable.consent')}</th>
        </tr>
      </thead>
      <tbody lang="en">
        {COOKIES.map((c) => (
          <tr key={c.name}>
            <td>
              <code>{c.name}</code>
            </td>
            <td>{c.lifetime}</td>
            <td>{c.purpose}</td>
            <td>{c.needsConsent ? t('trust.required') : t('trust.notRequired')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
