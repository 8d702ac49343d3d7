import type { i18n as I18n } from 'i18next';
import type { CurrentPage } from '../features/shared/page/model.ts';
import type { PageMeta } from '../features/shared/page-meta/model.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { escapeHtml } from './document.ts';
import { pageTitle } from './page-title.ts';

/**
 * <title>, description, robots, hreflang alternates (one per language domain
 * plus x-default) and the app-store banner on dashboard pages.
 */
export function renderHead(input: {
  readonly page: CurrentPage;
  readonly i18n: I18n;
  readonly domainLanguages: Readonly<Record<string, string>>;
  readonly robotsNone: boolean;
  /** The page's own title and description (a hot search's), preferred over the route's. */
  readonly meta?: PageMeta;
}): string {
  const { page, i18n } = input;
  const t = i18n.t.bind(i18n);
  const title = pageTitle(page, t, input.meta);
  const description = (page.status < 400 ? input.meta?.description : null) ?? t('meta.defaultDescription');
  const path = page.pathname + page.search;
  const domains = Object.entries(input.domainLanguages);
  const alternates = LANGUAGES.flatMap((language) => {
    const domain = domains.find(([, code]) => code === language.value)?.[0];
    return domain === undefined ? [] : [`<link rel="alternate" hreflang="${language.value}" href="https://${escapeHtml(domain)}${escapeHtml(path)}">`];
  });
  const englishDomain = domains.find(([, code]) => code === 'en')?.[0];
  if (englishDomain !== undefined) alternates.push(`<link rel="alternate" hreflang="x-default" href="https://${escapeHtml(englishDomain)}${escapeHtml(path)}">`);
  const robots = input.robotsNone || page.status >= 400 ? '<meta name="robots" content="none">' : '';
  const banner = page.name.toLowerCase().includes('dashboard') ? `<meta name="apple-itunes-app" content="app-id=0000000000">` : '';
  return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">${robots}${banner}${alternates.join('')}`;
}
