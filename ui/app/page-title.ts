import type { TFunction } from 'i18next';
import type { CurrentPage } from '../features/shared/page/model.ts';
import type { PageMeta } from '../features/shared/page-meta/model.ts';

/**
 * The document title of a page: the page's own meta title when its data has
 * one (a hot search), the home page's own title, `Route · Site` elsewhere,
 * `404 · Site` for errors.
 */
export function pageTitle(page: CurrentPage, t: TFunction, meta?: Pick<PageMeta, 'title'>): string {
  const site = t('meta.siteName');
  if (page.status >= 400) return `${page.status} · ${site}`;
  if (meta?.title !== undefined && meta.title !== null && meta.title !== '') return meta.title;
  if (page.name === 'home') return t('meta.defaultTitle');
  return `${t(`routes.${page.name}`, { ...page.params, defaultValue: site })} · ${site}`;
}
