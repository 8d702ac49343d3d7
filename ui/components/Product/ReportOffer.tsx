import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { OFFER_REPORT_REASONS, type OfferReportReason } from '../../../domain/index.ts';
import { $product } from '../../features/catalog/product/model.ts';
import {
  $canReport,
  $reportBusy,
  $reportDetails,
  $reportError,
  $reportOpen,
  $reportReason,
  $reportedOfferId,
  reportDetailsChanged,
  reportOpened,
  reportReasonChosen,
  reportSubmitted,
} from '../../features/offers/report/model.ts';

/** "Report this offer": a reason and optional details sent to staff (signed-in buyers, not the seller). */
export function ReportOffer() {
  const { t } = useTranslation();
  const [can, open, reason, details, reported, error, busy, product] = useUnit([$canReport, $reportOpen, $reportReason, $reportDetails, $reportedOfferId, $reportError, $reportBusy, $product]);
  const [opened, chose, typed, submitted] = useUnit([reportOpened, reportReasonChosen, reportDetailsChanged, reportSubmitted]);
  if (!can || product === null) return null;
  if (reported === product._id) return <p role="status" data-testid="report-offer-sent">{t('offerReport.sent')}</p>;
  if (!open) {
    return (
      <button type="button" className="link" onClick={() => opened()} data-testid="report-offer-open">
        {t('offerReport.open')}
      </button>
    );
  }
  return (
    <form
      data-testid="report-offer-form"
      onSubmit={(e) => {
        e.preventDefault();
        submitted();
      }}
    >
      <select value={reason ?? ''} onChange={(e) => chose(e.target.value as OfferReportReason)} aria-label={t('offerReport.reason')} data-testid="report-offer-reason" required>
        <option value="" disabled>
          {t('offerReport.reason')}
        </option>
        {OFFER_REPORT_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`offerReport.reasons.${r}`)}
          </option>
        ))}
      </select>
      <textarea value={details} onChange={(e) => typed(e.target.value)} placeholder={t('offerReport.details')} aria-label={t('offerReport.details')} maxLength={1000} data-testid="report-offer-details" />
      {error !== null && <p role="alert">{t('offerReport.failed')}</p>}
      <button type="submit" className="button" disabled={busy || reason === null} data-testid="report-offer-submit">
        {t('offerReport.submit')}
      </button>
    </form>
  );
}
