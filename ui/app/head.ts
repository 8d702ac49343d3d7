import type { I18n } from '../i18n/translator.ts';
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
  /** The host the page was requested on: the canonical URL and Open Graph URL are on it. */
  readonly host?: string;
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
  return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">${robots}${banner}${alternates.join('')}${socialTags({ ...input, title, description })}`;
}

/**
 * Canonical URL, Open Graph and Twitter card. The canonical drops the query
 * except `page` (a listing's or a profile's later pages are pages of their
 * own; filters and tracking parameters are duplicates). Error pages get none.
 */
function socialTags(input: { readonly page: CurrentPage; readonly host?: string; readonly title: string; readonly description: string; readonly meta?: PageMeta }): string {
  if (input.host === undefined || input.page.status >= 400) return '';
  const pageNumber = new URLSearchParams(input.page.search).get('page');
  const url = `https://${input.host}${input.page.pathname}${pageNumber !== null && /^[2-9]$|^[1-9][0-9]+$/.test(pageNumber) ? `?page=${pageNumber}` : ''}`;
  const raw = input.meta?.image ?? null;
  const image = raw !== null && raw.startsWith('/') ? `https://${input.host}${raw}` : raw;
  const type = input.page.name === 'post' || input.page.name === 'gameArticle' ? 'article' : 'website';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:site_name" content="IGMarket">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${image === null ? 'summary' : 'summary_large_image'}">`,
    `<meta name="twitter:title" content="${escapeHtml(input.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(input.description)}">`,
  ];
  if (image !== null) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`);
  return tags.join('');
}
