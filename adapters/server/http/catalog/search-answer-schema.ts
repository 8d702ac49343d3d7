/**
 * JSON schema of the search route's 200 answer, for Fastify's compiled
 * serializer: the search endpoint's time went mostly to JSON.stringify of
 * its hits. Written by hand from `SearchAnswer` in contracts/catalog (no
 * valibot-to-JSON-schema converter is installed); a test compares the two
 * property lists so they cannot drift apart silently. A serializer only
 * writes the properties it knows, so a field missing here would vanish from
 * the answer.
 */

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const SELLER_SCHEMA = {
  type: 'object',
  properties: {
    _id: string,
    username: string,
    slug: string,
    communityRating: number,
    level: { type: 'object', properties: { level: number, name: string }, required: ['level', 'name'] },
    online: { type: 'boolean' },
    medianDeliveryMinutes: { type: ['number', 'null'] },
  },
  required: ['_id', 'username', 'slug', 'communityRating', 'level', 'online', 'medianDeliveryMinutes'],
} as const;

export const VOLUME_DISCOUNT_SCHEMA = {
  type: 'object',
  properties: { start: number, end: number, min: number, max: number },
  required: ['start', 'end', 'min', 'max'],
} as const;

export const LISTING_HIT_SCHEMA = {
  type: 'object',
  properties: {
    _id: string,
    title: string,
    description: string,
    gameType: string,
    productType: string,
    seller: SELLER_SCHEMA,
    price: number,
    currency: string,
    quantity: number,
    maxQuantity: { type: ['number', 'null'] },
    minQuantity: number,
    incrementalQuantity: { type: 'boolean' },
    purchaseBehavior: string,
    deliveryDuration: string,
    image: nullableString,
    tags: { type: 'object', additionalProperties: { anyOf: [string, { type: 'array', items: string }] } },
    platform: nullableString,
    volumeDiscount: { anyOf: [{ type: 'null' }, VOLUME_DISCOUNT_SCHEMA] },
    warrantyDays: { type: ['number', 'null'] },
  },
  required: ['_id', 'title', 'description', 'gameType', 'productType', 'seller', 'price', 'currency', 'quantity', 'maxQuantity', 'minQuantity', 'incrementalQuantity', 'purchaseBehavior', 'deliveryDuration', 'image', 'tags', 'platform', 'volumeDiscount', 'warrantyDays'],
} as const;

export const PRICE_FACETS_SCHEMA = {
  type: 'object',
  properties: {
    min: number,
    max: number,
    buckets: { type: 'array', items: { type: 'object', properties: { from: number, to: number, count: number }, required: ['from', 'to', 'count'] } },
  },
  required: ['min', 'max', 'buckets'],
} as const;

export const SEARCH_ANSWER_SCHEMA = {
  type: 'object',
  properties: {
    hits: { type: 'array', items: LISTING_HIT_SCHEMA },
    estimatedTotalHits: number,
    priceFacets: PRICE_FACETS_SCHEMA,
    page: number,
    limit: number,
    viewMode: string,
    error: { type: 'null' },
  },
  required: ['hits', 'estimatedTotalHits', 'priceFacets', 'page', 'limit', 'viewMode', 'error'],
} as const;
