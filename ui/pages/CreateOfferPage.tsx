import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { DELIVERY_DURATIONS, PURCHASE_BEHAVIORS } from '../../contracts/offers/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Image } from '../components/Image/Image.tsx';
import {
  $editedId,
  $form,
  $games,
  $productTypes,
  $saveError,
  $saving,
  $scope,
  $shownErrors,
  $uploadError,
  $uploading,
  discountToggled,
  fieldEdited,
  imageRemoved,
  imagesPicked,
  gameChosen,
  incrementalToggled,
  offerSubmitted,
  productTypeChosen,
  serviceAdded,
  serviceEdited,
  serviceRemoved,
  tagChosen,
} from '../features/offers/create/model.ts';
import type { OfferTextField } from '../features/offers/create/form.ts';
import { $preview } from '../features/offers/create/preview.ts';
import styles from './SellerOffers.module.scss';

/** A labelled text input bound to one form field, with that field's error under it. */
function TextField({ field, label, error, multiline = false, inputMode }: { field: OfferTextField; label: string; error: string | undefined; multiline?: boolean; inputMode?: 'decimal' | 'numeric' }) {
  const [form, edited] = useUnit([$form, fieldEdited]);
  const id = `offer-${field}`;
  const props = { id, name: field, value: form[field], 'aria-invalid': error !== undefined, onChange: (e: { target: { value: string } }) => edited({ field, value: e.target.value }) };
  return (
    <div className={styles['field']}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...props} /> : <input type="text" inputMode={inputMode} {...props} />}
      {error !== undefined && (
        <span className={styles['error']} data-testid={`error-${field}`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The game's smart-tag filters and platforms as form fields, once a product type is chosen. */
function CatalogFields({ errors }: { errors: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const [scope, form, chose, edited] = useUnit([$scope, $form, tagChosen, fieldEdited]);
  if (scope === null) return null;
  return (
    <>
      {scope.smartTagFilters.map((filter) => {
        const tags = scope.smartTags.filter((tag) => tag.filterId === filter._id);
        const chosen = form.tags[filter.value];
        const id = `offer-tag-${filter.value}`;
        return (
          <div className={styles['field']} key={filter._id}>
            <label htmlFor={id}>{filter.label}</label>
            <select
              id={id}
              name={`tags.${filter.value}`}
              multiple={filter.multiSelect}
              value={filter.multiSelect ? (Array.isArray(chosen) ? chosen : []) : typeof chosen === 'string' ? chosen : ''}
              onChange={(e) => chose({ filter: filter.value, value: filter.multiSelect ? Array.from(e.target.selectedOptions, (o) => o.value) : e.target.value })}
            >
              {!filter.multiSelect && <option value="">{t('sellerOffers.form.any')}</option>}
              {tags.map((tag) => (
                <option key={tag._id} value={tag.value}>
                  {tag.label}
                </option>
              ))}
            </select>
            {errors[`tags.${filter.value}`] !== undefined && <span className={styles['error']}>{errors[`tags.${filter.value}`]}</span>}
          </div>
        );
      })}
      {scope.platformTypes.length > 0 && (
        <div className={styles['field']}>
          <label htmlFor="offer-platform">{t('sellerOffers.form.platform')}</label>
          <select id="offer-platform" name="platform" value={form.platform} onChange={(e) => edited({ field: 'platform', value: e.target.value })}>
            <option value="">{t('sellerOffers.form.choose')}</option>
            {scope.platformTypes.map((p) => (
              <option key={p._id} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          {errors['platform'] !== undefined && <span className={styles['error']}>{errors['platform']}</span>}
        </div>
      )}
    </>
  );
}

/** The offer's pictures: uploaded one at a time (checked and re-encoded by the server), shown through the image service. */
function ImagesField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const [form, uploading, uploadError, picked, removed] = useUnit([$form, $uploading, $uploadError, imagesPicked, imageRemoved]);
  return (
    <fieldset data-testid="offer-images">
      <legend>{t('sellerOffers.form.images')}</legend>
      <div className={styles['row']}>
        {form.images.map((src, index) => (
          <figure key={src} data-testid="offer-image">
            <Image src={src} alt={t('sellerOffers.form.imageAlt', { n: index + 1 })} width={96} height={96} />
            <button type="button" className="button" onClick={() => removed(index)}>
              {t('sellerOffers.form.removeImage')}
            </button>
          </figure>
        ))}
      </div>
      <label className={styles['field']}>
        {t('sellerOffers.form.addImage')}
        <input
          type="file"
          name="image"
          accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
          disabled={uploading}
          onChange={(e) => {
            picked(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </label>
      {uploading && <span className={styles['muted']}>{t('sellerOffers.form.uploading')}</span>}
      {(uploadError ?? error) !== undefined && (uploadError ?? error) !== null && (
        <span className={styles['error']} role="alert">
          {uploadError ?? error}
        </span>
      )}
    </fieldset>
  );
}

/** The unit price at each volume point and the buyer's quote, as the seller types. */
function PricePreview() {
  const { t } = useTranslation();
  const preview = useUnit($preview);
  return (
    <aside className={`panel ${styles['preview']}`} data-testid="offer-preview" aria-live="polite">
      <h2>{t('sellerOffers.preview.title')}</h2>
      {preview === null ? (
        <p className={styles['muted']}>{t('sellerOffers.preview.empty')}</p>
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('sellerOffers.preview.quantity')}</th>
                <th>{t('sellerOffers.preview.discount')}</th>
                <th>{t('sellerOffers.preview.unitPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.tiers.map((tier) => (
                <tr key={tier.quantity} data-testid="preview-tier">
                  <td>{tier.quantity}</td>
                  <td>{tier.discountPercent}</td>
                  <td>{tier.unitPrice}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('sellerOffers.preview.buyerQuote', { quantity: preview.quote.quantity })}</h3>
          <dl data-testid="preview-quote">
            <dt>{t('sellerOffers.preview.subtotal')}</dt>
            <dd>{preview.quote.subtotal}</dd>
            <dt>{t('sellerOffers.preview.fee')}</dt>
            <dd>{preview.quote.fee}</dd>
            <dt>{t('sellerOffers.preview.total')}</dt>
            <dd data-testid="preview-total">{preview.quote.total}</dd>
          </dl>
        </>
      )}
    </aside>
  );
}

/** Delivery, purchase behaviour, volume discount and boost service options. */
function TermsFields({ errors }: { errors: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const [form, edited, incremental, discount, addService, editService, removeService] = useUnit([$form, fieldEdited, incrementalToggled, discountToggled, serviceAdded, serviceEdited, serviceRemoved]);
  return (
    <>
      <div className={styles['row']}>
        <div className={styles['field']}>
          <label htmlFor="offer-delivery">{t('sellerOffers.form.deliveryDuration')}</label>
          <select id="offer-delivery" name="deliveryDuration" value={form.deliveryDuration} onChange={(e) => edited({ field: 'deliveryDuration', value: e.target.value })}>
            {DELIVERY_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`sellerOffers.delivery.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor="offer-behavior">{t('sellerOffers.form.purchaseBehavior')}</label>
          <select id="offer-behavior" name="purchaseBehavior" value={form.purchaseBehavior} onChange={(e) => edited({ field: 'purchaseBehavior', value: e.target.value })}>
            {PURCHASE_BEHAVIORS.map((b) => (
              <option key={b} value={b}>
                {t(`sellerOffers.behavior.${b}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label>
        <input type="checkbox" name="incrementalQuantity" checked={form.incrementalQuantity} onChange={(e) => incremental(e.target.checked)} /> {t('sellerOffers.form.incremental')}
      </label>
      <label>
        <input type="checkbox" name="discountOn" checked={form.discountOn} onChange={(e) => discount(e.target.checked)} /> {t('sellerOffers.form.volumeDiscount')}
      </label>
      {form.discountOn && (
        <div className={styles['row']}>
          <TextField field="discountStart" label={t('sellerOffers.form.discountStart')} error={errors['volumeDiscount.start']} inputMode="numeric" />
          <TextField field="discountEnd" label={t('sellerOffers.form.discountEnd')} error={errors['volumeDiscount.end']} inputMode="numeric" />
          <TextField field="discountMin" label={t('sellerOffers.form.discountMin')} error={errors['volumeDiscount.min']} inputMode="decimal" />
          <TextField field="discountMax" label={t('sellerOffers.form.discountMax')} error={errors['volumeDiscount.max']} inputMode="decimal" />
        </div>
      )}
      <fieldset>
        <legend>{t('sellerOffers.form.services')}</legend>
        {form.services.map((service, index) => (
          <div className={styles['row']} key={index}>
            <input aria-label={t('sellerOffers.form.serviceLabel')} value={service.label} onChange={(e) => editService({ index, field: 'label', value: e.target.value })} />
            <input aria-label={t('sellerOffers.form.serviceMax')} inputMode="numeric" value={service.maxQuantity} onChange={(e) => editService({ index, field: 'maxQuantity', value: e.target.value })} />
            <button type="button" className="button" onClick={() => removeService(index)}>
              {t('sellerOffers.form.removeService')}
            </button>
          </div>
        ))}
        {errors['services'] !== undefined && <span className={styles['error']}>{errors['services']}</span>}
        <button type="button" className="button" onClick={() => addService()}>
          {t('sellerOffers.form.addService')}
        </button>
      </fieldset>
    </>
  );
}

/** /dashboard/create-offer/{productId?}: game and product type first, then the game's filters and the offer's fields, with the live price preview. */
export function CreateOfferPage() {
  const { t } = useTranslation();
  const [games, productTypes, form, errors, saving, saveError, editedId, choseGame, choseType, submit] = useUnit([
    $games,
    $productTypes,
    $form,
    $shownErrors,
    $saving,
    $saveError,
    $editedId,
    gameChosen,
    productTypeChosen,
    offerSubmitted,
  ]);
  const title = t(editedId === null ? 'sellerOffers.create.title' : 'sellerOffers.create.editTitle');
  return (
    <main className={`page ${styles['page']}`} data-testid="create-offer-page">
      <Breadcrumbs trail={[{ label: t('routes.dashboardOffers'), href: '/dashboard/offers' }, { label: title }]} />
      <h1>{title}</h1>
      <div className={styles['layout']}>
        <form
          className={`panel ${styles['form']}`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className={styles['row']}>
            <div className={styles['field']}>
              <label htmlFor="offer-game">{t('sellerOffers.form.game')}</label>
              <select id="offer-game" name="gameType" value={form.gameType} onChange={(e) => choseGame(e.target.value)} disabled={editedId !== null}>
                <option value="">{t('sellerOffers.form.choose')}</option>
                {games.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </select>
              {errors['gameType'] !== undefined && <span className={styles['error']}>{errors['gameType']}</span>}
            </div>
            <div className={styles['field']}>
              <label htmlFor="offer-product-type">{t('sellerOffers.form.productType')}</label>
              <select id="offer-product-type" name="productType" value={form.productType} onChange={(e) => choseType(e.target.value)} disabled={form.gameType === '' || editedId !== null}>
                <option value="">{t('sellerOffers.form.choose')}</option>
                {productTypes.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
              {errors['productType'] !== undefined && <span className={styles['error']}>{errors['productType']}</span>}
            </div>
          </div>
          {form.productType !== '' && (
            <>
              <CatalogFields errors={errors} />
              <TextField field="title" label={t('sellerOffers.form.title')} error={errors['title']} />
              <TextField field="description" label={t('sellerOffers.form.description')} error={errors['description']} multiline />
              <ImagesField error={errors['images']} />
              <div className={styles['row']}>
                <TextField field="price" label={t('sellerOffers.form.price')} error={errors['priceMinor']} inputMode="decimal" />
                <TextField field="quantity" label={t('sellerOffers.form.quantity')} error={errors['quantity']} inputMode="numeric" />
                <TextField field="minQuantity" label={t('sellerOffers.form.minQuantity')} error={errors['minQuantity']} inputMode="numeric" />
              </div>
              <TermsFields errors={errors} />
              {saveError !== null && saveError.field === null && (
                <p className={styles['error']} role="alert">
                  {saveError.message}
                </p>
              )}
              <button type="submit" className="button" disabled={saving} data-testid="offer-submit">
                {t(editedId === null ? 'sellerOffers.create.submit' : 'sellerOffers.create.save')}
              </button>
            </>
          )}
        </form>
        <PricePreview />
      </div>
    </main>
  );
}
