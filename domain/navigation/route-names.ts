import type { ROUTES } from './route-table.ts';

/**
 * Names, full paths and parameter shapes of the routes, derived from the table
 * at compile time so a misspelt route name or a missing parameter in
 * `pathFor` is a type error instead of a broken link.
 */

/** Every route of the table and its children, with the child's path joined to the parent's. */
type Flatten<R, Prefix extends string> = R extends { readonly name: infer N extends string; readonly path: infer P extends string }
  ?
      | { readonly name: N; readonly path: `${Prefix}${P}` }
      | (R extends { readonly children: readonly (infer C)[] } ? Flatten<C, `${Prefix}${P}/`> : never)
  : never;

type FlatRoute = Flatten<(typeof ROUTES)[number], ''>;

/** The name of any route, children included. */
export type RouteName = FlatRoute['name'];

/** The full react-router pattern of a route. */
export type RoutePattern<N extends RouteName> = Extract<FlatRoute, { readonly name: N }>['path'];

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

/** The params a pattern takes: `:x` required, `:x?` optional, a splat as `slug`. */
type PatternParams<P extends string> = { readonly [K in RequiredName<Segments<P>>]: string } & {
  readonly [K in OptionalName<Segments<P>>]?: string | undefined;
} & ('*' extends Segments<P> ? { readonly slug: string } : unknown);

/** A listing's params: its pattern only stands in for the `{gameType}-{productType}` segment. */
export interface ListingParams {
  readonly gameType: string;
  readonly productType: string;
  readonly hotSearch?: string | undefined;
}

/** What `pathFor(name, params)` needs for route `N`. */
export type RouteParams<N extends RouteName> = N extends 'listing' ? ListingParams : PatternParams<RoutePattern<N>>;
