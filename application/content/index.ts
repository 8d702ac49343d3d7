/** Content: the support queue behind the trust pages, the blog and the wiki (read and authored), and the sitemap. */
export { OpenSupportTicket, type SupportRequest } from './open-support-ticket.ts';
export { ReadContent, card } from './read-content.ts';
export { SearchContent } from './search-content.ts';
export { AuthorContent, type AuthoredEntryView, type AuthoringDeps } from './author-content.ts';
export { PublishContent } from './publish-content.ts';
export { StaffContentReads } from './staff-content-reads.ts';
export { BuildSitemap, SITEMAP_KINDS, SITEMAP_MAX_URLS, type SitemapKind, type SitemapUrl } from './build-sitemap.ts';
export * from './ports/index.ts';
