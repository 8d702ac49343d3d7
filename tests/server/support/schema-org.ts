/**
 * A small schema.org validator for the JSON-LD we publish: every object's
 * @type must be a known type, every property must belong to that type (or a
 * parent), values must have the property's range, and the properties Google
 * requires for a rich result must be there. Not the whole vocabulary — the
 * slice of it our pages use, transcribed from schema.org and Google's
 * structured-data documentation.
 */
type Range = 'Text' | 'URL' | 'Number' | 'Integer' | 'Date' | 'Enum' | 'Thing';

interface TypeSpec {
  readonly parent?: string;
  readonly properties: Readonly<Record<string, readonly Range[]>>;
  readonly required?: readonly string[];
}

const TYPES: Readonly<Record<string, TypeSpec>> = {
  Thing: { properties: { name: ['Text'], description: ['Text'], url: ['URL'], image: ['URL', 'Thing'], sku: ['Text'] } },
  Product: {
    parent: 'Thing',
    properties: { offers: ['Thing'], aggregateRating: ['Thing'], category: ['Text'], brand: ['Thing'], review: ['Thing'] },
    required: ['name', 'offers'],
  },
  Offer: {
    parent: 'Thing',
    properties: { price: ['Number', 'Text'], priceCurrency: ['Text'], availability: ['Enum'], seller: ['Thing'], itemCondition: ['Enum'] },
    required: ['price', 'priceCurrency'],
  },
  AggregateRating: {
    parent: 'Thing',
    properties: { ratingValue: ['Number', 'Text'], reviewCount: ['Integer'], ratingCount: ['Integer'], bestRating: ['Number', 'Text'], worstRating: ['Number', 'Text'] },
    required: ['ratingValue'],
  },
  Person: { parent: 'Thing', properties: {} },
  Organization: { parent: 'Thing', properties: { logo: ['URL'] } },
  Article: {
    parent: 'Thing',
    properties: {
      headline: ['Text'],
      inLanguage: ['Text'],
      datePublished: ['Date'],
      dateModified: ['Date'],
      author: ['Thing'],
      publisher: ['Thing'],
      mainEntityOfPage: ['URL', 'Thing'],
    },
    required: ['headline', 'datePublished', 'author'],
  },
  BreadcrumbList: { parent: 'Thing', properties: { itemListElement: ['Thing'] }, required: ['itemListElement'] },
  ListItem: { parent: 'Thing', properties: { position: ['Integer'], item: ['URL', 'Thing'] }, required: ['position', 'name'] },
  FAQPage: { parent: 'Thing', properties: { mainEntity: ['Thing'] }, required: ['mainEntity'] },
  Question: { parent: 'Thing', properties: { acceptedAnswer: ['Thing'] }, required: ['name', 'acceptedAnswer'] },
  Answer: { parent: 'Thing', properties: { text: ['Text'] }, required: ['text'] },
};

const ENUMS = new Set(['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/NewCondition', 'https://schema.org/UsedCondition']);

function rangeOf(type: string, property: string): readonly Range[] | undefined {
  for (let t: string | undefined = type; t !== undefined; t = TYPES[t]?.parent) {
    const range = TYPES[t]?.properties[property];
    if (range !== undefined) return range;
  }
  return undefined;
}

function fits(value: unknown, range: Range, path: string, problems: string[]): boolean {
  switch (range) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && /^https:\/\/[^\s/]+\/\S*$/.test(value);
    case 'Number':
      return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
    case 'Integer':
      return Number.isInteger(value);
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value);
    case 'Enum':
      return typeof value === 'string' && ENUMS.has(value);
    case 'Thing':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      validateNode(value as Record<string, unknown>, path, problems);
      return true;
  }
}

function validateNode(node: Record<string, unknown>, path: string, problems: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string' || TYPES[type] === undefined) {
    problems.push(`${path}: unknown @type ${String(type)}`);
    return;
  }
  for (const required of TYPES[type]?.required ?? []) if (node[required] === undefined) problems.push(`${path} (${type}): missing ${required}`);
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@')) continue;
    const range = rangeOf(type, property);
    if (range === undefined) {
      problems.push(`${path} (${type}): ${property} is not a property of ${type}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) problems.push(`${path}.${property}: empty list`);
    values.forEach((v, i) => {
      const at = Array.isArray(value) ? `${path}.${property}[${i}]` : `${path}.${property}`;
      const nested: string[] = [];
      if (!range.some((r) => fits(v, r, at, nested))) problems.push(`${at}: ${JSON.stringify(v)?.slice(0, 80)} is not a ${range.join(' or ')}`);
      problems.push(...nested);
    });
  }
}

/** The problems of one JSON-LD document; [] when it is valid. */
export function schemaOrgProblems(document: unknown): string[] {
  const problems: string[] = [];
  if (typeof document !== 'object' || document === null) return ['not an object'];
  const node = document as Record<string, unknown>;
  if (node['@context'] !== 'https://schema.org') problems.push(`@context is ${String(node['@context'])}`);
  validateNode(node, '$', problems);
  return problems;
}

/** Every JSON-LD document in an HTML page. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
}
