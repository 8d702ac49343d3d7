import { listingPath } from '../catalog/index.ts';
import { matchRoute, routeByName, SPLAT_PARAM } from './match-route.ts';
import type { RouteName, RouteParams } from './route-names.ts';

/**
 * Building URLs from route names, the inverse of `matchRoute`: every URL it
 * returns matches back to the same route and params. Params that could not
 * round-trip are a programming error and throw, e.g. a calculator slug outside
 * the list, a game value that is a fixed route's segment ('blog'), or a
 * checkout payment with a productId but no result (react-router would read
 * `/checkout/payment/card/abc` as result 'card', type 'abc').
 */

type AnyParams = Readonly<Record<string, string | undefined>>;

function fill(pattern: string, params: AnyParams): string {
  const segments = pattern
    .split('/')
    .slice(1)
    .flatMap((segment) => {
      if (segment === '*') {
        return (params[SPLAT_PARAM] ?? '').split('/').map(encodeURIComponent);
      }
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`pathFor: missing param '${key}' for ${pattern}`);
      }
      return [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}`;
}

function sameParams(a: Readonly<Record<string, string>>, b: AnyParams): boolean {
  const given = Object.entries(b).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return given.length === Object.keys(a).length && given.every(([k, v]) => a[k] === v);
}

/**
 * The URL of route `name` with `params` filled in (each param URI-encoded).
 * Listing URLs come from the domain's `listingPath`, so both sides agree.
 */
export function pathFor<N extends RouteName>(name: N, ...[params]: object extends RouteParams<N> ? [params?: RouteParams<N>] : [params: RouteParams<N>]): string {
  const given: AnyParams = params ?? {};
  if (name === 'listing') {
    const { gameType = '', productType = '', hotSearch } = given;
    if (gameType === '' || productType === '') throw new Error(`pathFor: a listing needs a gameType and a productType`);
    return listingPath(gameType, productType, hotSearch);
  }
  const path = fill(routeByName(name).path, given);
  // An empty product-type list: nothing reads as a listing, which only matters for the game routes (see matchRoute).
  const back = matchRoute(path, []);
  if (back.route.name !== name || !sameParams(back.params, given)) {
    throw new Error(`pathFor: ${JSON.stringify(given)} cannot be expressed as route ${name} (${path} reads as ${back.route.name})`);
  }
  return path;
}
