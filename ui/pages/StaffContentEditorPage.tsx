import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { EntryFields, TranslationFields } from '../components/ContentEditor/EntryFields.tsx';
import {
  $editorBusy,
  $editorEntry,
  $editorError,
  $preview,
  $revisions,
  $scheduleAt,
  previewClicked,
  publishClicked,
  restoreClicked,
  saveClicked,
  scheduleAtChanged,
  scheduleClicked,
  unpublishClicked,
} from '../features/content/authoring/editor-model.ts';
import styles from './Money.module.scss';
import css from '../components/ContentEditor/ContentEditor.module.scss';

/** Where the entry can be read once live. */
const publicHref = (e: { readonly kind: string; readonly slug: string; readonly gameType: string | null; readonly category: string | null }) =>
  e.kind === 'post' ? `/post/${e.slug}` : `/${e.gameType ?? ''}/${e.category ?? ''}/${e.slug}`;

/** Save, preview, publish now, schedule, unpublish; the state and the last refusal. */
function Actions() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [entry, busy, error, scheduleAt] = useUnit([$editorEntry, $editorBusy, $editorError, $scheduleAt]);
  const [save, preview, publish, schedule, unpublish, atChanged] = useUnit([saveClicked, previewClicked, publishClicked, scheduleClicked, unpublishClicked, scheduleAtChanged]);
  const state = entry?.state ?? 'draft';
  return (
    <section className={styles['stack']} aria-label={t('contentEditor.actions')}>
      <p data-testid="content-state" data-state={state}>
        {t(`contentEditor.state.${state}`)}
        {state === 'scheduled' && entry !== null && <> · {time(entry.publishAt)}</>}
        {state === 'live' && entry !== null && (
          <>
            {' · '}
            <a href={publicHref(entry)} data-testid="content-public-link">
              {t('contentEditor.view')}
            </a>
          </>
        )}
      </p>
      {error !== null && error.field === null && (
        <p role="alert" data-testid="content-error">
          {t(`contentEditor.errors.${error.code}`, { defaultValue: t('contentEditor.errors.failed', { code: error.code }) })}
        </p>
      )}
      <div className={styles['actions']}>
        <button type="button" className="button" disabled={busy} onClick={save} data-testid="content-save">
          {t('contentEditor.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={preview} data-testid="content-preview">
          {t('contentEditor.preview')}
        </button>
        {state !== 'live' && (
          <button type="button" className="button" disabled={busy} onClick={publish} data-testid="content-publish">
            {t('contentEditor.publish')}
          </button>
        )}
        {(state === 'live' || state === 'scheduled') && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={unpublish} data-testid="content-unpublish">
            {t('contentEditor.unpublish')}
          </button>
        )}
      </div>
      {state !== 'live' && (
        <div className={styles['actions']}>
          <label className={css['field']}>
            {t('contentEditor.scheduleAt')}
            <input type="datetime-local" value={scheduleAt} onChange={(e) => atChanged(e.target.value)} data-testid="content-schedule-at" />
          </label>
          <button type="button" className="button button--ghost" disabled={busy || scheduleAt === ''} onClick={schedule} data-testid="content-schedule">
            {t('contentEditor.schedule')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Every saved version, newest first, each restorable (restoring saves it again as a new version). */
function Revisions() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [revisions, busy] = useUnit([$revisions, $editorBusy]);
  const restore = useUnit(restoreClicked);
  if (revisions.length === 0) return null;
  return (
    <section aria-labelledby="content-revisions">
      <h2 id="content-revisions">{t('contentEditor.revisions')}</h2>
      <ol className={styles['list']} data-testid="content-revisions">
        {revisions.map((r, i) => (
          <li key={r.number} className={styles['row']} data-testid="content-revision" data-number={r.number}>
            <span>#{r.number}</span>
            <span>{r.editorName ?? t('contentEditor.formerStaff')}</span>
            <span>{time(r.at)}</span>
            <span className={styles['muted']}>{r.action === 'restore' ? t('contentEditor.restoredFrom', { number: r.restoredFrom ?? 0 }) : r.changes.join(', ')}</span>
            {i > 0 && (
              <button type="button" className="link" disabled={busy} onClick={() => restore(r.number)} data-testid="content-restore">
                {t('contentEditor.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /dashboard/staff/content/edit/{entryId?}: write a post or a wiki article, preview it as visitors will see it, publish or schedule it. */
export function StaffContentEditorPage() {
  const { t } = useTranslation();
  const [entry, preview] = useUnit([$editorEntry, $preview]);
  return (
    <main className={`page ${styles['page']}`} data-testid="content-editor">
      <p>
        <a href="/dashboard/staff/content">{t('routes.dashboardStaffContent')}</a>
      </p>
      <h1>{entry === null ? t('contentEditor.new') : t('routes.dashboardStaffContentEditor')}</h1>
      <div className={styles['columns']}>
        <div>
          <EntryFields />
          <TranslationFields />
        </div>
        <div>
          <Actions />
          {preview !== null && (
            <section className={`panel ${css['preview']}`} aria-label={t('contentEditor.preview')}>
              {/* Rendered by the public page's renderer on the server and sanitized again here. */}
              <div data-testid="content-preview-body" dangerouslySetInnerHTML={{ __html: preview }} />
            </section>
          )}
          <Revisions />
        </div>
      </div>
    </main>
  );
}
