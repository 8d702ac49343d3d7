import type { I18n } from '../i18n/translator.ts';
import type { ProductDetail } from '../../contracts/catalog/index.ts';
import type { EntryBody } from '../../contracts/content/index.ts';
import type { CurrentPage } from '../features/shared/page/model.ts';
import { FAQ } from '../pages/trust/documents/faq.ts';

/**
 * schema.org JSON-LD for search engines: Product with its Offer (and the
 * seller's AggregateRating once buyers have rated them), Article for posts and
 * wiki articles, FAQPage for /support, and a BreadcrumbList on each. Built on
 * the server from the state the page rendered with, so it never costs the
 * browser a byte. URLs are absolute on the requested host.
 */
export interface StructuredDataSource {
  readonly page: CurrentPage;
  readonly i18n: I18n;
  readonly host: string;
  readonly product: ProductDetail | null;
  readonly post: EntryBody | null;
  readonly article: EntryBody | null;
}

type Json = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

function breadcrumbs(host: string, trail: readonly { readonly name: string; readonly path: string }[]): Json {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `https://${host}${crumb.path}` })),
  };
}

/** A listing's price is USD cents; schema.org wants a decimal string in the currency's major unit. */
function product(p: ProductDetail, host: string, path: string): Json {
  const url = `https://${host}${path}`;
  const seller = { '@type': 'Person', name: p.seller.username, url: `https://${host}/profile/${p.seller.slug}` };
  const offer = {
    '@type': 'Offer',
    url,
    price: (p.price / 100).toFixed(2),
    priceCurrency: p.currency,
    availability: p.state === 'AVAILABLE' && p.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    seller,
  };
  const rating =
    p.seller.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.seller.communityRating.toFixed(2), reviewCount: p.seller.reviewCount, bestRating: '5', worstRating: '1' } }
      : {};
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.title,
    description: p.description.replace(/\s+/g, ' ').trim().slice(0, 5000) || p.title,
    sku: p._id,
    category: `${p.gameType.label} ${p.productType.label}`,
    ...(p.images.length > 0 ? { image: p.images.map((src) => (src.startsWith('/') ? `https://${host}${src}` : src)) } : {}),
    offers: offer,
    ...rating,
  };
}

function article(entry: EntryBody, host: string, path: string): Json {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: entry.title.slice(0, 110),
    description: entry.excerpt,
    inLanguage: entry.language,
    datePublished: entry.publishedAt,
    dateModified: entry.updatedAt,
    author: { '@type': 'Organization', name: entry.authorName },
    publisher: { '@type': 'Organization', name: 'IGMarket', url: `https://${host}/` },
    mainEntityOfPage: `https://${host}${path}`,
    ...(entry.coverImage === null ? {} : { image: entry.coverImage.startsWith('/') ? `https://${host}${entry.coverImage}` : entry.coverImage }),
  };
}

/** The JSON-LD documents for the page, none for pages that have no rich result. */
export function structuredData(source: StructuredDataSource): readonly Json[] {
  const { page, host, i18n } = source;
  if (page.status >= 400) return [];
  const t = i18n.t.bind(i18n);
  const home = { name: t('meta.siteName'), path: '/' };
  const path = page.pathname;
  const p = source.product;
  if ((page.name === 'product' || page.name === 'playboost') && p !== null) {
    const listingPath = `/${p.gameType.value}/${p.productType.value}`;
    const trail = [home, { name: p.gameType.label, path: `/${p.gameType.value}` }, { name: p.productType.label, path: listingPath }, { name: p.title, path }];
    return [product(p, host, path), breadcrumbs(host, trail)];
  }
  if (page.name === 'post' && source.post !== null) {
    return [article(source.post, host, path), breadcrumbs(host, [home, { name: t('routes.blog'), path: '/blog' }, { name: source.post.title, path }])];
  }
  if (page.name === 'gameArticle' && source.article !== null) {
    // The same trail the page shows: Wiki, the game, the category, the article.
    const game = page.params['game'] ?? page.params['gameType'] ?? '';
    const gameType = page.params['gameType'] ?? '';
    const category = page.params['category'] ?? '';
    const trail = [
      home,
      { name: t('routes.wiki'), path: '/wiki' },
      { name: game, path: `/${gameType}` },
      { name: t(`content.categories.${category}`, { defaultValue: category }), path: `/${gameType}/${category}` },
      { name: source.article.title, path },
    ];
    return [article(source.article, host, path), breadcrumbs(host, trail)];
  }
  if (page.name === 'support') {
    const questions = FAQ.flatMap((group) => group.entries).map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } }));
    return [{ '@context': CONTEXT, '@type': 'FAQPage', mainEntity: questions }];
  }
  return [];
}

/** The documents as <script> elements; `<` is escaped so no text in them can close the script. */
export function structuredDataTags(documents: readonly Json[]): string {
  return documents.map((d) => `<script type="application/ld+json">${JSON.stringify(d).replace(/</g, '\\u003c')}</script>`).join('');
}
