import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { GENERAL_FIELDS, INNER_FIELDS, OUTER_FIELDS, PROFILE_FIELDS, SNIPER_FIELDS, type CrosshairSettings, type FieldSpec } from '../../domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CrosshairField } from '../components/Tools/CrosshairField.tsx';
import { CrosshairPreview } from '../components/Tools/CrosshairPreview.tsx';
import {
  $copied,
  $crosshair,
  $crosshairCode,
  $importError,
  $importSkipped,
  $importText,
  $profileTab,
  $shareHref,
  copyClicked,
  importSubmitted,
  importTextChanged,
  profileTabSelected,
  resetClicked,
  settingChanged,
  type CrosshairSection,
} from '../features/tools/crosshair/model.ts';
import styles from '../components/Tools/Tools.module.scss';

function FieldGroup(props: { readonly title: string; readonly section: CrosshairSection; readonly lines?: 'inner' | 'outer'; readonly fields: Readonly<Record<string, FieldSpec>>; readonly values: Readonly<Record<string, unknown>> }) {
  const change = useUnit(settingChanged);
  const { section, lines, fields, values } = props;
  return (
    <fieldset className="panel">
      <legend>{props.title}</legend>
      <div className={styles['fields']}>
        {Object.entries(fields).map(([name, spec]) => (
          <CrosshairField
            key={name}
            id={`xh-${section}-${lines ?? 'main'}-${name}`}
            name={name}
            spec={spec}
            value={values[name] as number | boolean | string}
            onChange={(value) => change({ section, ...(lines === undefined ? {} : { lines }), field: name, value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ProfileEditor({ settings, tab }: { readonly settings: CrosshairSettings; readonly tab: 'primary' | 'ads' | 'sniper' }) {
  const { t } = useTranslation();
  if (tab === 'sniper') return <FieldGroup title={t('crosshair.sections.sniper')} section="sniper" fields={SNIPER_FIELDS} values={settings.sniper} />;
  const profile = settings[tab];
  return (
    <>
      <FieldGroup title={t('crosshair.sections.crosshair')} section={tab} fields={PROFILE_FIELDS} values={profile} />
      <FieldGroup title={t('crosshair.sections.inner')} section={tab} lines="inner" fields={INNER_FIELDS} values={profile.inner} />
      <FieldGroup title={t('crosshair.sections.outer')} section={tab} lines="outer" fields={OUTER_FIELDS} values={profile.outer} />
    </>
  );
}

/** `/crosshair-builder/valorant`: every crosshair setting with a live preview, the game's profile code in and out, share links. */
export function CrosshairBuilderPage() {
  const { t } = useTranslation();
  const [settings, code, tab, importText, importError, skipped, copied, shareHref] = useUnit([$crosshair, $crosshairCode, $profileTab, $importText, $importError, $importSkipped, $copied, $shareHref]);
  const [selectTab, typeImport, submitImport, copy, reset] = useUnit([profileTabSelected, importTextChanged, importSubmitted, copyClicked, resetClicked]);
  const title = t('routes.crosshairBuilder');
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('crosshair.intro')}</p>
      <div className={styles['layout']}>
        <div className={styles['sticky']}>
          <CrosshairPreview settings={settings} profile={tab} label={t('crosshair.previewLabel')} />
          <section className="panel">
            <h2>{t('crosshair.export')}</h2>
            <div className={styles['code']}>
              <code data-testid="crosshair-code">{code}</code>
              <button type="button" className="button" onClick={copy}>
                {copied ? t('crosshair.copied') : t('crosshair.copy')}
              </button>
            </div>
            <p>
              <a href={shareHref} data-testid="crosshair-share">
                {t('crosshair.shareLink')}
              </a>
            </p>
            <button type="button" className="button button--ghost" onClick={reset}>
              {t('crosshair.reset')}
            </button>
          </section>
          <form
            className="panel"
            onSubmit={(e) => {
              e.preventDefault();
              submitImport();
            }}
          >
            <h2>{t('crosshair.import')}</h2>
            <label className={styles['code']}>
              <span className="visually-hidden">{t('crosshair.importLabel')}</span>
              <input value={importText} onChange={(e) => typeImport(e.target.value)} placeholder="0;P;c;5;h;0;0l;4;0o;2;0a;1;0f;0;1b;0" data-testid="crosshair-import" aria-invalid={importError !== null} />
              <button type="submit" className="button">
                {t('crosshair.importButton')}
              </button>
            </label>
            {importError !== null && (
              <p className={styles['error']} role="alert">
                {t('crosshair.importInvalid', { detail: importError })}
              </p>
            )}
            {skipped.length > 0 && <p className={styles['muted']}>{t('crosshair.importSkipped', { keys: skipped.join(', ') })}</p>}
          </form>
        </div>
        <div>
          <FieldGroup title={t('crosshair.sections.general')} section="general" fields={GENERAL_FIELDS} values={settings.general} />
          <div className={styles['tabs']} role="tablist">
            {(['primary', 'ads', 'sniper'] as const).map((name) => (
              <button key={name} type="button" role="tab" aria-selected={tab === name} className={`button ${tab === name ? '' : 'button--ghost'}`} onClick={() => selectTab(name)}>
                {t(`crosshair.tabs.${name}`)}
              </button>
            ))}
          </div>
          <ProfileEditor settings={settings} tab={tab} />
        </div>
      </div>
    </main>
  );
}
