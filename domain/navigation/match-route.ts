import { parseListingPath } from '../catalog/index.ts';
import { matchPattern } from './path-pattern.ts';
import type { RouteName } from './route-names.ts';
import { ROUTES } from './route-table.ts';
import type { Layout, ParamRule, RouteDefinition, SegmentRule } from './route-types.ts';

/**
 * Resolving a pathname against the route table. `matchPattern` does the
 * pattern work with react-router's own semantics (case-insensitive literal
 * segments, trailing slashes, left-to-right optional params); this module adds
 * the table order, the param rules and the listing / game segment rules that a
 * pattern cannot express.
 */

/** A route of the table with its full pattern, as the matcher and the guards see it. */
export interface ResolvedRoute {
  readonly name: RouteName;
  /** The full react-router pattern (a child's path joined to its parent's). */
  readonly path: string;
  readonly layout: Layout;
  readonly auth: boolean;
  readonly public: boolean;
  readonly robots: 'none' | null;
  readonly params: Readonly<Record<string, ParamRule>>;
  readonly segmentRule: SegmentRule | null;
  readonly loginInPlace: boolean;
  /** The route this one is nested under, for breadcrumbs and nested layouts. */
  readonly parent: RouteName | null;
}

/** A matched route and its decoded params (absent optional params are left out). */
export interface RouteMatch {
  readonly route: ResolvedRoute;
  readonly params: Readonly<Record<string, string>>;
}

/** The name under which a `/*` splat is returned. */
export const SPLAT_PARAM = 'slug';

function flatten(routes: readonly RouteDefinition[], prefix: string, parent: RouteName | null): ResolvedRoute[] {
  return routes.flatMap((r) => {
    const path = `${prefix}${r.path}`;
    const resolved: ResolvedRoute = {
      // The table is `as const`, so every name in it is a RouteName.
      name: r.name as RouteName,
      path,
      layout: r.layout,
      auth: r.auth,
      public: r.public,
      robots: r.robots ?? null,
      params: r.params ?? {},
      segmentRule: r.segmentRule ?? null,
      loginInPlace: r.loginInPlace === true,
      parent,
    };
    return [resolved, ...flatten(r.children ?? [], `${path}/`, resolved.name)];
  });
}

/** Every route, children right after their parent, in matching order. */
export const ROUTE_LIST: readonly ResolvedRoute[] = flatten(ROUTES, '', null);

const BY_NAME = new Map(ROUTE_LIST.map((r) => [r.name, r]));

/** The route called `name`. */
export function routeByName(name: RouteName): ResolvedRoute {
  const route = BY_NAME.get(name);
  if (route === undefined) throw new Error(`Unknown route ${name}`); // impossible: names come from the table
  return route;
}

/**
 * First segments owned by fixed routes ('blog', 'dashboard', 'calculator'...):
 * they never name a game, so a deeper unknown path under them is a 404, not a game page.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  ROUTE_LIST.filter((r) => r.segmentRule === null)
    .map((r) => r.path.split('/')[1] ?? '')
    .filter((s) => s !== '' && !s.startsWith(':') && s !== '*')
    .map((s) => s.toLowerCase()),
);

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null; // a malformed %-escape: no param can be read from it
  }
}

/** Params decoded after matching, so an encoded '/' inside a param never splits it. */
function decodeParams(raw: Readonly<Record<string, string | undefined>>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (key === '*') {
      // A splat keeps its slashes; each segment is decoded on its own, falling back to the raw text.
      params[SPLAT_PARAM] = value
        .split('/')
        .map((s) => decodeSegment(s) ?? s)
        .join('/');
      continue;
    }
    const decoded = decodeSegment(value);
    if (decoded === null) return null;
    params[key] = decoded;
  }
  return params;
}

function satisfies(rule: ParamRule, value: string | undefined): boolean {
  if (value === undefined) return true; // an absent optional param has nothing to check
  return 'oneOf' in rule ? rule.oneOf.includes(value) : rule.pattern.test(value);
}

function isListingSegment(segment: string, productTypes: readonly string[]): boolean {
  return parseListingPath(`/${segment}`, productTypes).isOk();
}

/** Path without query, hash and trailing slashes ('' reads as '/'). */
function normalize(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

function tryRoute(route: ResolvedRoute, path: string, productTypes: readonly string[]): RouteMatch | null {
  const matched = matchPattern(route.path, path);
  if (matched === null) return null;
  if (route.segmentRule === 'listing') {
    const location = parseListingPath(path, productTypes);
    if (location.isErr()) return null;
    const { gameType, productType, hotSearch } = location.value;
    return { route, params: hotSearch === undefined ? { gameType, productType } : { gameType, productType, hotSearch } };
  }
  const params = decodeParams(matched);
  if (params === null) return null;
  if (route.segmentRule === 'game') {
    const first = path.split('/')[1] ?? '';
    if (RESERVED_SEGMENTS.has(first.toLowerCase()) || isListingSegment(first, productTypes)) return null;
  }
  const rulesHold = Object.entries(route.params).every(([key, rule]) => satisfies(rule, params[key]));
  return rulesHold ? { route, params } : null;
}

const SLUG = routeByName('slug');

/**
 * The route a pathname shows: the first route of the table that accepts it,
 * else the slug catch-all. `productTypes` are the known product-type values
 * (e.g. 'accounts', 'smurf-accounts'); a first segment ending in one of them
 * is a listing, otherwise it is a game landing page. With an empty list no
 * path is a listing.
 */
export function matchRoute(pathname: string, productTypes: readonly string[]): RouteMatch {
  const path = normalize(pathname);
  for (const route of ROUTE_LIST) {
    const match = tryRoute(route, path, productTypes);
    if (match !== null) return match;
  }
  return { route: SLUG, params: { [SPLAT_PARAM]: path.slice(1) } };
}
