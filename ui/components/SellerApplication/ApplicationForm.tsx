import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { APPLICATION_LIMITS, MONTHLY_VOLUMES } from '../../../domain/index.ts';
import {
  $applicationBusy,
  $applicationGames,
  $applicationProductTypes,
  $draft,
  $shownErrors,
  applicationSubmitted,
  bulkToolsToggled,
  fieldEdited,
  gameToggled,
  linkAdded,
  linkEdited,
  linkRemoved,
  productTypeToggled,
  termsToggled,
} from '../../features/sellerapplications/apply/model.ts';
import styles from './SellerApplication.module.scss';

/** A field's problem in the user's language (the contract's own message is English): one wording per field, every link row sharing one. */
function FieldError({ field }: { readonly field: string }) {
  const { t } = useTranslation();
  const [errors] = useUnit([$shownErrors]);
  if (errors[field] === undefined) return null;
  const key = /^links\.\d+$/.test(field) ? 'link' : field;
  return (
    <p className={styles['error']} role="alert" data-testid={`application-error-${field}`}>
      {t(`sellerApplication.errors.${key}`, { max: APPLICATION_LIMITS.links, min: APPLICATION_LIMITS.motivationMin, motivationMax: APPLICATION_LIMITS.motivationMax })}
    </p>
  );
}

/** The application form: every field of the contract, its problems shown under each once the user has tried to send it. */
export function ApplicationForm() {
  const { t } = useTranslation();
  const [draft, games, productTypes, busy, submit] = useUnit([$draft, $applicationGames, $applicationProductTypes, $applicationBusy, applicationSubmitted]);
  const [toggleGame, toggleType, edit, editLink, addLink, removeLink, toggleBulk, toggleTerms] = useUnit([
    gameToggled,
    productTypeToggled,
    fieldEdited,
    linkEdited,
    linkAdded,
    linkRemoved,
    bulkToolsToggled,
    termsToggled,
  ]);
  return (
    <form
      className={`panel ${styles['form']}`}
      data-testid="application-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>{t('sellerApplication.form.title')}</h2>
      <fieldset>
        <legend>{t('sellerApplication.form.games')}</legend>
        <div className={styles['choices']}>
          {games.map((g) => (
            <label key={g.value}>
              <input type="checkbox" checked={draft.games.includes(g.value)} onChange={() => toggleGame(g.value)} data-testid={`application-game-${g.value}`} />
              {g.label}
            </label>
          ))}
        </div>
        <FieldError field="games" />
      </fieldset>
      <fieldset>
        <legend>{t('sellerApplication.form.productTypes')}</legend>
        <div className={styles['choices']}>
          {productTypes.map((p) => (
            <label key={p.value}>
              <input type="checkbox" checked={draft.productTypes.includes(p.value)} onChange={() => toggleType(p.value)} data-testid={`application-type-${p.value}`} />
              {t(`productTypes.${p.value}`, { defaultValue: p.label })}
            </label>
          ))}
        </div>
        <FieldError field="productTypes" />
      </fieldset>
      <label className={styles['field']}>
        {t('sellerApplication.form.years')}
        <input type="number" min={0} max={APPLICATION_LIMITS.yearsOfExperience} step={1} value={draft.yearsOfExperience} onChange={(e) => edit({ field: 'yearsOfExperience', value: e.target.value })} data-testid="application-years" />
      </label>
      <FieldError field="yearsOfExperience" />
      <label className={styles['field']}>
        {t('sellerApplication.form.volume')}
        <select value={draft.monthlyVolume} onChange={(e) => edit({ field: 'monthlyVolume', value: e.target.value })} data-testid="application-volume">
          <option value="">{t('sellerApplication.form.volumeChoose')}</option>
          {MONTHLY_VOLUMES.map((volume) => (
            <option key={volume} value={volume}>
              {t(`sellerApplication.volumes.${volume}`)}
            </option>
          ))}
        </select>
      </label>
      <FieldError field="monthlyVolume" />
      <fieldset>
        <legend>{t('sellerApplication.form.links', { max: APPLICATION_LIMITS.links })}</legend>
        {draft.links.map((link, index) => (
          // Rows have no identity but their place; removing one re-renders the rest.
          <div key={index} className={styles['row']}>
            <input type="url" inputMode="url" placeholder="https://" value={link} aria-label={t('sellerApplication.form.link', { n: index + 1 })} onChange={(e) => editLink({ index, value: e.target.value })} data-testid="application-link" />
            <button type="button" className="button button--ghost" onClick={() => removeLink(index)}>
              {t('sellerApplication.form.removeLink')}
            </button>
            <FieldError field={`links.${index}`} />
          </div>
        ))}
        {draft.links.length < APPLICATION_LIMITS.links && (
          <button type="button" className="button button--ghost" onClick={() => addLink()} data-testid="application-add-link">
            {t('sellerApplication.form.addLink')}
          </button>
        )}
        <FieldError field="links" />
      </fieldset>
      <label className={styles['field']}>
        {t('sellerApplication.form.contact')}
        <input type="text" maxLength={APPLICATION_LIMITS.contactMax} value={draft.contact} onChange={(e) => edit({ field: 'contact', value: e.target.value })} data-testid="application-contact" />
      </label>
      <FieldError field="contact" />
      <label>
        <input type="checkbox" checked={draft.wantsBulkTools} onChange={(e) => toggleBulk(e.target.checked)} data-testid="application-bulk" /> {t('sellerApplication.form.bulk')}
      </label>
      <label className={styles['field']}>
        {t('sellerApplication.form.motivation', { max: APPLICATION_LIMITS.motivationMax })}
        <textarea maxLength={APPLICATION_LIMITS.motivationMax} value={draft.motivation} onChange={(e) => edit({ field: 'motivation', value: e.target.value })} data-testid="application-motivation" />
      </label>
      <p>{t('sellerApplication.form.count', { n: draft.motivation.trim().length, max: APPLICATION_LIMITS.motivationMax })}</p>
      <FieldError field="motivation" />
      <label>
        <input type="checkbox" checked={draft.acceptedTerms} onChange={(e) => toggleTerms(e.target.checked)} data-testid="application-terms" /> {t('sellerApplication.form.termsBefore')}{' '}
        <a href="/legal/terms-of-use" target="_blank" rel="noreferrer">
          {t('sellerApplication.form.termsLink')}
        </a>
      </label>
      <FieldError field="acceptedTerms" />
      <button type="submit" className="button" disabled={busy} data-testid="application-submit">
        {busy ? t('sellerApplication.form.sending') : t('sellerApplication.form.submit')}
      </button>
    </form>
  );
}
