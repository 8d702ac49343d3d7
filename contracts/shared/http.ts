import * as v from 'valibot';
import { LAYOUTS, type PageResolution } from '../../domain/index.ts';
import { currencyCode, list } from './fields.ts';

/*
 * The answers every HTTP route may give, and the routes that belong to no
 * one context: health, exchange rates, geo location and page lookup.
 */

/**
 * The JSON body of every failed API call. `code` names the error catalogue's
 * code (domain `ERROR_CODES`); a client that does not know it goes by the status.
 */
export const ErrorBody = v.object({
  statusCode: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  error: v.string(),
  code: v.string(),
  message: v.string(),
  /** The offending field (`body.listingQuery.page`) when the input was refused. */
  field: v.exactOptional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** GET /api/health. */
export const HealthAnswer = v.object({ status: v.literal('ok') });
export type HealthAnswer = v.InferOutput<typeof HealthAnswer>;

/** GET /api/rates: how many units of each currency one US dollar buys (USD itself is not listed). */
export const RatesAnswer = list(v.object({ currency: currencyCode, rate: v.pipe(v.number(), v.gtValue(0)) }));
export type RatesAnswer = v.InferOutput<typeof RatesAnswer>;

/** GET /api/geo: where the visitor is, as far as the server can tell. */
export const GeoAnswer = v.object({ country: v.nullable(v.string()), region: v.nullable(v.string()), city: v.nullable(v.string()) });
export type GeoAnswer = v.InferOutput<typeof GeoAnswer>;

/** GET /api/strings/:language: one language's interface strings, fetched by the browser as it starts. */
export const StringsParams = v.object({ language: v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'must be a language code such as en or pt-BR')) });
/** `v`: the version of the strings the page was rendered with; the current version is cached for a year. */
export const StringsQuery = v.object({ v: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, 'must be a version of the strings'))) });

/** Its answer: the language served (the default's for an unknown one) and its strings, nested by key. */
export const StringsAnswer = v.object({ language: v.string(), messages: v.record(v.string(), v.unknown()) });

/** GET /api/page query: a same-site path with its query; a full URL or a protocol-relative one is refused. */
export const PageLookupQuery = v.object({
  url: v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/, 'must be a path starting with a single /')),
});

/** A resolved page as GET /api/page sends it (domain/navigation `ResolvedPage`). */
export const ResolvedPageDocument = v.object({
  name: v.string(),
  layout: v.picklist(LAYOUTS),
  params: v.record(v.string(), v.string()),
  pathname: v.string(),
  search: v.string(),
  status: v.pipe(v.number(), v.integer()),
});

/** GET /api/page: which page a URL is, or where a guard sends the visitor. */
export const PageLookup = v.variant('kind', [
  v.object({ kind: v.literal('page'), page: ResolvedPageDocument }),
  v.object({ kind: v.literal('redirect'), to: v.string() }),
]);
export type PageLookup = v.InferOutput<typeof PageLookup>;

/** The wire answer and the domain's resolution are one shape: a drift either way fails the type-check here. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _pageLookupIsTheResolution: SameShape<PageLookup, PageResolution> = true;
