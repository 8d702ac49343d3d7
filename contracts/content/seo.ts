import * as v from 'valibot';

/** GET /sitemaps/:file: `{kind}-{n}.xml`, one file of the sitemap index (n from 1). */
export const SitemapFileParams = v.object({
  file: v.pipe(v.string(), v.regex(/^(pages|games|listings|products|profiles|posts|wiki)-[1-9][0-9]{0,3}\.xml$/, 'must be {kind}-{n}.xml')),
});
