import type { TFunction } from 'i18next';
import type { CurrentPage } from '../features/page/model.ts';

/** The document title of a page: the home page's own title, `Route · Site` elsewhere, `404 · Site` for errors. */
export function pageTitle(page: CurrentPage, t: TFunction): string {
  const site = t('meta.siteName');
  if (page.status >= 400) return `${page.status} · ${site}`;
  if (page.name === 'home') return t('meta.defaultTitle');
  return `${t(`routes.${page.name}`, { ...page.params, defaultValue: site })} · ${site}`;
}
