import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DELIVERY_DURATIONS } from '../../../contracts/offers/index.ts';
import { $dealGames } from '../../features/deals/deal-games.ts';
import {
  $offerBusy,
  $offerDialogOpen,
  $offerDraft,
  $offerError,
  $offerInput,
  $offerProductTypes,
  offerDialogClosed,
  offerFieldChanged,
  offerFormSubmitted,
  type OfferField,
} from '../../features/deals/custom-offers-model.ts';
import styles from './Deals.module.scss';

/** The seller's send-offer dialog in the open conversation: the terms, checked here for shape and by the server for everything. */
export function SendOfferDialog() {
  const { t } = useTranslation();
  const [open, draft, games, types, input, busy, error] = useUnit([$offerDialogOpen, $offerDraft, $dealGames, $offerProductTypes, $offerInput, $offerBusy, $offerError]);
  const [change, submit, close] = useUnit([offerFieldChanged, offerFormSubmitted, offerDialogClosed]);
  if (!open) return null;
  const set = (field: OfferField) => (e: { target: { value: string } }) => change({ field, value: e.target.value });
  const invalid = (field: OfferField) => ('invalid' in input && input.invalid === field && draft[field] !== '') || error?.field === field || error?.field === `params.0.${field}`;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit();
  };
  return (
    <form className={styles['dialog']} role="dialog" aria-label={t('deals.offer.dialogTitle')} onSubmit={onSubmit} onKeyDown={(e) => e.key === 'Escape' && close()} data-testid="send-offer-dialog">
      <h3>{t('deals.offer.dialogTitle')}</h3>
      <div className={styles['row']}>
        <label>
          {t('deals.fields.game')}
          <select value={draft.gameType} onChange={set('gameType')} aria-invalid={invalid('gameType')} data-testid="offer-game">
            <option value="">—</option>
            {games.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('deals.fields.productType')}
          <select value={draft.productType} onChange={set('productType')} disabled={draft.gameType === ''} data-testid="offer-product-type">
            <option value="">—</option>
            {types.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('deals.fields.delivery')}
          <select value={draft.deliveryDuration} onChange={set('deliveryDuration')} data-testid="offer-delivery">
            {DELIVERY_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`sellerOffers.delivery.${d}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label>
        {t('deals.fields.title')}
        <input value={draft.title} onChange={set('title')} maxLength={120} aria-invalid={invalid('title')} data-testid="offer-title" />
      </label>
      <label>
        {t('deals.fields.description')}
        <textarea value={draft.description} onChange={set('description')} maxLength={2000} rows={2} data-testid="offer-description" />
      </label>
      <div className={styles['row']}>
        <label>
          {t('deals.fields.unitPrice')}
          <input inputMode="decimal" value={draft.price} onChange={set('price')} aria-invalid={invalid('price') || error?.field === 'unitPriceMinor'} data-testid="offer-price" />
        </label>
        <label>
          {t('deals.fields.quantity')}
          <input inputMode="numeric" value={draft.quantity} onChange={set('quantity')} aria-invalid={invalid('quantity')} data-testid="offer-quantity" />
        </label>
        <label>
          {t('deals.fields.expiresIn')}
          <input inputMode="numeric" value={draft.expiresInHours} onChange={set('expiresInHours')} aria-invalid={invalid('expiresInHours')} data-testid="offer-expiry" />
        </label>
      </div>
      {error !== null && (
        <p className={styles['error']} role="alert" data-testid="offer-error">
          {t(`deals.errors.${error.code}`, { defaultValue: t('deals.errors.generic') })}
        </p>
      )}
      <div className={styles['actions']}>
        <button type="submit" className="button" disabled={busy || 'invalid' in input} data-testid="offer-send">
          {t('deals.offer.send')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => close()}>
          {t('deals.cancel')}
        </button>
      </div>
    </form>
  );
}
