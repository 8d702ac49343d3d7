import { createEffect, createEvent, createStore, sample } from 'effector';
import { decodeCrosshair, defaultCrosshair, encodeCrosshair, pathFor, type CrosshairSettings } from '../../../../domain/index.ts';
import { pageResolved } from '../../shared/page/model.ts';

/*
 * The Valorant crosshair builder (`/crosshair-builder/valorant`): the settings
 * being edited, the code they export as (the game's own format, from the
 * domain codec), the import box, and the share link that carries the code in
 * `?code=`. Opening a share link imports its code.
 */

export type CrosshairSection = 'general' | 'primary' | 'ads' | 'sniper';
/** Which setting changed: its section, the line set for line settings, and its field name. */
export interface SettingChange {
  readonly section: CrosshairSection;
  readonly lines?: 'inner' | 'outer';
  readonly field: string;
  readonly value: number | boolean | string;
}

export const settingChanged = createEvent<SettingChange>();
export const resetClicked = createEvent();
export const importTextChanged = createEvent<string>();
export const importSubmitted = createEvent();
export const copyClicked = createEvent();
export const profileTabSelected = createEvent<'primary' | 'ads' | 'sniper'>();

/** Copies the code to the clipboard (the browser binds the real clipboard). */
export const copyCodeFx = createEffect<string, void>(async (code) => {
  await globalThis.navigator.clipboard.writeText(code);
});

function withChange(settings: CrosshairSettings, change: SettingChange): CrosshairSettings {
  const next = structuredClone(settings);
  const section = next[change.section] as unknown as Record<string, unknown>;
  const target = change.lines === undefined ? section : (section[change.lines] as Record<string, unknown>);
  if (!(change.field in target) || typeof target[change.field] !== typeof change.value) return settings;
  target[change.field] = change.value;
  return next;
}

export const $crosshair = createStore<CrosshairSettings>(defaultCrosshair(), { sid: 'crosshair/$crosshair' })
  .on(settingChanged, withChange)
  .reset(resetClicked);
export const $crosshairCode = $crosshair.map(encodeCrosshair);
export const $profileTab = createStore<'primary' | 'ads' | 'sniper'>('primary', { sid: 'crosshair/$profileTab' }).on(profileTabSelected, (_, tab) => tab);

export const $importText = createStore('', { sid: 'crosshair/$importText' }).on(importTextChanged, (_, text) => text);
/** The reader's complaint about the last pasted code, or null. */
export const $importError = createStore<string | null>(null, { sid: 'crosshair/$importError' }).on(importTextChanged, () => null);
/** Keys of a newer game version the last import skipped. */
export const $importSkipped = createStore<readonly string[]>([], { sid: 'crosshair/$importSkipped' }).on(importTextChanged, () => []);
export const $copied = createStore(false, { sid: 'crosshair/$copied', serialize: 'ignore' })
  .on(copyCodeFx.done, () => true)
  .on([settingChanged, resetClicked], () => false);

/** The share link of the current crosshair (the builder's URL with its code). */
export const $shareHref = $crosshairCode.map((code) => `${pathFor('crosshairBuilder', {})}?${new URLSearchParams({ code }).toString()}`);

const codeOfPage = pageResolved.filterMap((page) => {
  if (page.name !== 'crosshairBuilder') return undefined;
  const code = new URLSearchParams(page.search).get('code');
  return code === null || code === '' ? undefined : code;
});
sample({ clock: codeOfPage, target: importTextChanged });
sample({ clock: codeOfPage, target: importSubmitted });

const decoded = sample({ clock: importSubmitted, source: $importText, fn: (text) => decodeCrosshair(text) });
sample({ clock: decoded, filter: (r) => r.isOk(), fn: (r) => r._unsafeUnwrap().settings, target: $crosshair });
sample({ clock: decoded, filter: (r) => r.isOk(), fn: (r) => r._unsafeUnwrap().unknownKeys, target: $importSkipped });
sample({ clock: decoded, fn: (r) => (r.isErr() ? r.error.message : null), target: $importError });
sample({ clock: copyClicked, source: $crosshairCode, target: copyCodeFx });
