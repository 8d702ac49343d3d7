import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { VERIFICATION_DOCUMENT_KINDS } from '../../../domain/index.ts';
import {
  $canSubmit,
  $myVerification,
  $restricted,
  $uploading,
  $uploads,
  $verificationProblem,
  documentChosen,
  documentPreviewUrl,
  verificationSubmitClicked,
  type DocumentKind,
} from '../../features/verification/model.ts';
import styles from './Verification.module.scss';

/** One document: its file field while documents may be sent, and its preview (through the authorised route) once there is one. */
function DocumentField({ kind, previewId, editable }: { readonly kind: DocumentKind; readonly previewId: string | undefined; readonly editable: boolean }) {
  const { t } = useTranslation();
  const [choose, uploading] = useUnit([documentChosen, $uploading]);
  return (
    <div className={styles['document']} data-testid={`verification-document-${kind}`}>
      <label>
        {t(`verification.kinds.${kind}`)}
        {editable && (
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={uploading}
            data-testid={`verification-file-${kind}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file !== undefined) choose({ kind, file });
            }}
          />
        )}
      </label>
      {previewId !== undefined && <img src={documentPreviewUrl(previewId)} alt={t(`verification.kinds.${kind}`)} data-testid={`verification-preview-${kind}`} />}
    </div>
  );
}

/** The Verification tab: where the case stands, the rejection reason, and the documents to send. */
export function VerificationPanel() {
  const { t } = useTranslation();
  const [mine, uploads, canSubmit, restricted, problem, submit] = useUnit([$myVerification, $uploads, $canSubmit, $restricted, $verificationProblem, verificationSubmitClicked]);
  const status = mine?.status ?? 'NOT_STARTED';
  const editable = status === 'NOT_STARTED' || status === 'REJECTED';
  const sent = new Map(mine?.documents.map((d) => [d.kind, d.id]) ?? []);
  return (
    <section className={`panel ${styles['panel']}`} data-testid="verification-panel">
      <h2>{t('verification.title')}</h2>
      <p data-testid="verification-status" data-status={status}>
        {t(`verification.status.${status}`)}
      </p>
      {restricted && <p role="note" data-testid="verification-restricted">{t('verification.restricted')}</p>}
      {status === 'REJECTED' && mine?.reason !== null && (
        <p role="alert" data-testid="verification-reason">
          {t('verification.reason', { reason: mine?.reason ?? '' })}
        </p>
      )}
      {status === 'APPROVED' && (
        <a href="/" className="button" data-testid="verification-continue">
          {t('verification.continue')}
        </a>
      )}
      {(editable || sent.size > 0) && (
        <>
          {editable && <p>{t('verification.hint')}</p>}
          <div className={styles['documents']}>
            {VERIFICATION_DOCUMENT_KINDS.map((kind) => (
              <DocumentField key={kind} kind={kind} editable={editable} previewId={editable ? uploads[kind] : sent.get(kind)} />
            ))}
          </div>
        </>
      )}
      {editable && (
        <button type="button" className="button" disabled={!canSubmit} onClick={() => submit()} data-testid="verification-submit">
          {t('verification.submit')}
        </button>
      )}
      {problem !== null && <p role="alert">{t(`verification.errors.${problem}`)}</p>}
    </section>
  );
}
