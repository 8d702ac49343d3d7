import { useTranslation } from '../../i18n/use-translation.tsx';
import { PageHeading } from '../../components/Games/BrowseLayout.tsx';
import { TrustDocumentView } from '../../components/Trust/TrustDocumentView.tsx';
import styles from '../../components/Trust/Trust.module.scss';
import { GUARANTEE, GUARANTEE_FACTS } from './documents/guarantee.ts';

const SUMMARY = ['escrow', 'payWindow', 'cancel', 'problems', 'credits'] as const;

/** /guarantee: the buyer protection in five translated points, then the details (English) with the real windows of the order rules. */
export function GuaranteePage() {
  const { t } = useTranslation();
  const title = t('routes.guarantee');
  return (
    <main className="page page--guarantee">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('guarantee.intro')} />
      <ul className={styles['summary']} data-testid="guarantee-summary">
        {SUMMARY.map((key) => (
          <li key={key} className="panel">
            {t(`guarantee.summary.${key}`, { minutes: GUARANTEE_FACTS.paymentMinutes })}
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href="/support">
          {t('guarantee.contact')}
        </a>
      </p>
      <TrustDocumentView document={GUARANTEE} />
    </main>
  );
}
