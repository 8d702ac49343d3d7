import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BuildSitemap, type SitemapKind, type SitemapUrl } from '../../../../application/content/index.ts';
import { SitemapFileParams } from '../../../../contracts/content/index.ts';
import { domainError } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

export interface SeoRouteDeps {
  readonly sitemap: BuildSitemap;
  /** Host → language of the country domains, for the hreflang alternates. */
  readonly domainLanguages: Readonly<Record<string, string>>;
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The origin this request was made to: every <loc> is on the domain that serves the sitemap. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/**
 * robots.txt and the sitemap index with one file per kind of page
 * (`/sitemaps/{kind}-{n}.xml`, split at 50,000 URLs). Each URL lists its
 * versions on every language domain (xhtml:link hreflang, plus x-default on
 * the English one), as the page heads do. Personal, token-bearing and
 * duplicate pages (dashboard, checkout, /auth, /login, search results) are
 * disallowed for crawlers, matching the pages' own `robots: none`.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: SeoRouteDeps): void {
  const domains = Object.entries(deps.domainLanguages);
  const english = domains.find(([, code]) => code === 'en')?.[0];

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /checkout', 'Disallow: /auth/', 'Disallow: /login', 'Disallow: /onboarding', 'Disallow: /ig-plus/success', 'Disallow: /*?*search=', 'Disallow: /*?*redirect=', '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const files = (await deps.sitemap.shards()).flatMap(({ kind, count }) => Array.from({ length: count }, (_, i) => `${origin}/sitemaps/${kind}-${i + 1}.xml`));
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((loc) => `<sitemap><loc>${xml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const params = parseInput(SitemapFileParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const [kind = '', n = '1'] = params.value.file.replace(/\.xml$/, '').split('-');
    const urls = await deps.sitemap.urls(kind as SitemapKind, Number(n));
    if (urls.length === 0 && n !== '1') return sendDomainError(reply, domainError('NOT_FOUND', `No sitemap ${params.value.file}`));
    const origin = originOf(request);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map((u) => urlEntry(origin, u)).join('\n')}\n</urlset>\n`;
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });

  function urlEntry(origin: string, url: SitemapUrl): string {
    const alternates = domains.map(([host, code]) => `<xhtml:link rel="alternate" hreflang="${xml(code)}" href="https://${xml(host)}${xml(url.path)}"/>`);
    if (english !== undefined) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="https://${xml(english)}${xml(url.path)}"/>`);
    const lastmod = url.lastModified === undefined ? '' : `<lastmod>${url.lastModified.toISOString()}</lastmod>`;
    return `<url><loc>${xml(origin + url.path)}</loc>${lastmod}${alternates.join('')}</url>`;
  }
}
