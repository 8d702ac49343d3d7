import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CONTENT_KINDS, WIKI_CATEGORIES } from '../../../domain/index.ts';
import { LANGUAGE_CODES } from '../../../contracts/shared/fields.ts';
import { $editorEntry, $editorError, $editorForm, $editorLanguage, bodyImagePicked, coverPicked, editorFieldChanged, editorLanguageChosen, editorTextChanged } from '../../features/content/authoring/editor-model.ts';
import styles from '../../pages/Money.module.scss';
import css from './ContentEditor.module.scss';

/** The field the server refused, shown beside it. */
function FieldError({ field }: { readonly field: string }) {
  const { t } = useTranslation();
  const error = useUnit($editorError);
  if (error === null || error.field === null || !error.field.endsWith(field)) return null;
  return (
    <span role="alert" className={styles['notice']} data-testid={`content-error-${field}`}>
      {t(`contentEditor.errors.${error.code}`, { defaultValue: t('contentEditor.errors.invalid') })}
    </span>
  );
}

/** The entry's own fields: kind (fixed once saved), slug, game and category for articles, tags, cover. */
export function EntryFields() {
  const { t } = useTranslation();
  const [form, entry] = useUnit([$editorForm, $editorEntry]);
  const [changed, cover] = useUnit([editorFieldChanged, coverPicked]);
  return (
    <fieldset className={styles['stack']}>
      <label className={css['field']}>
        {t('contentEditor.kindLabel')}
        <select value={form.kind} disabled={entry !== null} onChange={(e) => changed({ field: 'kind', value: e.target.value })} data-testid="content-kind">
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`contentEditor.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={css['field']}>
        {t('contentEditor.slug')}
        <input value={form.slug} maxLength={96} onChange={(e) => changed({ field: 'slug', value: e.target.value })} data-testid="content-slug" />
        <FieldError field="slug" />
      </label>
      <label className={css['field']}>
        {t('contentEditor.game')}
        <input value={form.gameType} placeholder="fortnite" onChange={(e) => changed({ field: 'gameType', value: e.target.value })} data-testid="content-game" />
        <FieldError field="gameType" />
      </label>
      {form.kind === 'article' && (
        <label className={css['field']}>
          {t('contentEditor.category')}
          <select value={form.category} onChange={(e) => changed({ field: 'category', value: e.target.value })} data-testid="content-category">
            {WIKI_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={css['field']}>
        {t('contentEditor.tags')}
        <input value={form.tags} onChange={(e) => changed({ field: 'tags', value: e.target.value })} data-testid="content-tags" />
        <FieldError field="tags" />
      </label>
      <label className={css['field']}>
        {t('contentEditor.cover')}
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" onChange={(e) => e.target.files?.[0] !== undefined && cover(e.target.files[0])} data-testid="content-cover-file" />
        <FieldError field="coverImage" />
      </label>
      {form.coverImage !== '' && <img src={form.coverImage} alt="" width={240} data-testid="content-cover-preview" />}
    </fieldset>
  );
}

/** Language tabs, each with its title and Markdown; an image button uploads a picture and writes its Markdown into the body. */
export function TranslationFields() {
  const { t } = useTranslation();
  const [form, language] = useUnit([$editorForm, $editorLanguage]);
  const [choose, textChanged, imagePicked] = useUnit([editorLanguageChosen, editorTextChanged, bodyImagePicked]);
  const text = form.texts[language] ?? { title: '', body: '' };
  return (
    <fieldset className={styles['stack']}>
      <div role="tablist" className={styles['tabs']} aria-label={t('contentEditor.languages')}>
        {LANGUAGE_CODES.map((code) => {
          const filled = (form.texts[code]?.title ?? '') !== '' || (form.texts[code]?.body ?? '') !== '';
          return (
            <button key={code} type="button" role="tab" aria-selected={code === language} onClick={() => choose(code)} data-testid={`content-lang-${code}`} data-filled={filled}>
              {filled ? code : `${code} ·`}
            </button>
          );
        })}
      </div>
      {language !== 'en' && text.title === '' && text.body === '' && <p className={styles['muted']}>{t('contentEditor.untranslated')}</p>}
      <label className={css['field']}>
        {t('contentEditor.title')}
        <input value={text.title} maxLength={160} lang={language} onChange={(e) => textChanged({ field: 'title', value: e.target.value })} data-testid="content-title" />
      </label>
      <label className={css['field']}>
        {t('contentEditor.body')}
        <textarea className={css['markdown']} value={text.body} rows={18} lang={language} onChange={(e) => textChanged({ field: 'body', value: e.target.value })} data-testid="content-body" />
      </label>
      <FieldError field="translations" />
      <label className={css['field']}>
        {t('contentEditor.insertImage')}
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" onChange={(e) => e.target.files?.[0] !== undefined && imagePicked(e.target.files[0])} data-testid="content-image-file" />
      </label>
    </fieldset>
  );
}
