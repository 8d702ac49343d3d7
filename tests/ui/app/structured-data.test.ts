import { describe, expect, it } from 'vitest';
import type { EntryBody } from '../../../contracts/content/index.ts';
import { structuredData, structuredDataTags } from '../../../ui/app/structured-data.ts';
import { createI18n } from '../../../ui/i18n/resources.ts';
import { jsonLdOf, schemaOrgProblems } from '../../server/support/schema-org.ts';
import { productJson, productPage, routePage } from '../catalog/product/fixtures.ts';

const i18n = createI18n('en');
const host = 'igmarket.example';
const none = { product: null, post: null, article: null };

const post: EntryBody = {
  slug: 'how-to-buy-safely', title: 'How to buy in-game items safely', excerpt: 'Pay only at checkout.', coverImage: '/media/image/cover/800.webp',
  readingMinutes: 4, tags: ['safety'], authorName: 'IGMarket Editorial', gameType: null, category: null,
  publishedAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-11-02T10:30:00.000Z', language: 'en', fallback: false, html: '<p>x</p>', toc: [],
};

describe('JSON-LD of server-rendered pages', () => {
  it('a product page has a valid Product with its Offer in dollars, the seller rating with its review count, and breadcrumbs', () => {
    const product = productJson({ price: 1999 });
    const docs = structuredData({ page: productPage(product._id), i18n, host, ...none, product });
    expect(docs.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    for (const d of docs) expect(schemaOrgProblems(d)).toEqual([]);
    const offer = docs[0]?.['offers'] as Record<string, unknown>;
    expect(offer['price']).toBe('19.99');
    expect(offer['priceCurrency']).toBe('USD');
    expect(offer['availability']).toBe('https://schema.org/InStock');
    expect(docs[0]?.['aggregateRating']).toEqual(expect.objectContaining({ ratingValue: product.seller.communityRating.toFixed(2), reviewCount: product.seller.reviewCount }));
    const crumbs = docs[1]?.['itemListElement'] as { name: string; item: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['IGMarket', product.gameType.label, product.productType.label, product.title]);
    expect(crumbs[3]?.item).toBe(`https://${host}/product/${product._id}`);
  });

  it('claims no rating for a seller nobody has rated yet, and sold-out stock as out of stock', () => {
    const product = productJson({ state: 'SOLD_OUT', quantity: 0, seller: { ...productJson().seller, reviewCount: 0 } });
    const [doc] = structuredData({ page: productPage(product._id), i18n, host, ...none, product });
    expect(doc?.['aggregateRating']).toBeUndefined();
    expect((doc?.['offers'] as Record<string, unknown>)['availability']).toBe('https://schema.org/OutOfStock');
    expect(schemaOrgProblems(doc)).toEqual([]);
  });

  it('a post is a valid Article with absolute URLs, and /support a FAQPage', () => {
    const [article, crumbs] = structuredData({ page: routePage('post', '/post/how-to-buy-safely', { slug: 'how-to-buy-safely' }), i18n, host, ...none, post });
    expect(article).toEqual(expect.objectContaining({ '@type': 'Article', headline: post.title, image: `https://${host}/media/image/cover/800.webp`, dateModified: post.updatedAt }));
    expect(schemaOrgProblems(article)).toEqual([]);
    expect(schemaOrgProblems(crumbs)).toEqual([]);
    const [faq] = structuredData({ page: routePage('support', '/support'), i18n, host, ...none });
    expect(schemaOrgProblems(faq)).toEqual([]);
    expect((faq?.['mainEntity'] as unknown[]).length).toBeGreaterThan(8);
  });

  it('error pages and pages without rich results publish none, and no text can close the script element', () => {
    expect(structuredData({ page: { ...routePage('post', '/post/x'), status: 404 }, i18n, host, ...none, post })).toEqual([]);
    expect(structuredData({ page: routePage('home', '/'), i18n, host, ...none })).toEqual([]);
    const product = productJson({ title: 'Sword</script><script>alert(1)</script>' });
    const html = structuredDataTags(structuredData({ page: productPage(product._id), i18n, host, ...none, product }));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect((jsonLdOf(html)[0] as Record<string, unknown>)['name']).toBe(product.title);
  });

  it('the validator itself refuses what search engines would: an unknown property, a relative URL, a missing price', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', offers: { '@type': 'Offer', priceCurrency: 'USD' }, colour: 'red' })).toEqual([
      '$.offers (Offer): missing price',
      '$ (Product): colour is not a property of Product',
    ]);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'ListItem', position: 1, name: 'a', item: '/games' })).toHaveLength(1);
  });
});
