/** Content: the support queue behind the trust pages, the blog and the wiki, and the sitemap. */
export { OpenSupportTicket, type SupportRequest } from './open-support-ticket.ts';
export { ReadContent, card } from './read-content.ts';
export { SearchContent } from './search-content.ts';
export { BuildSitemap, SITEMAP_KINDS, SITEMAP_MAX_URLS, type SitemapKind, type SitemapUrl } from './build-sitemap.ts';
export * from './ports/index.ts';
