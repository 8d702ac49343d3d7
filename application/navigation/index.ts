/** Navigation on the server: which page a URL shows (guards, 404s and title labels), for page loads and `/api/page` alike. */
export { ResolvePage, type ResolvePageRequest } from './resolve-page.ts';
export type { PageCatalog, PageSubjects } from './ports/index.ts';
