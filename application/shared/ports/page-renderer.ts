import type { PageResolution } from '../../../domain/index.ts';

/** One page request as rendering needs it. */
export interface PageRequest {
  readonly url: string;
  readonly host: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly acceptLanguage: string | undefined;
  /** For geo location from a trusted proxy's headers. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly ip: string;
  /** Whether the request's actor (built once per request from its login token) is signed in. */
  readonly signedIn: boolean;
}

/** Which page a URL is, for a client-side navigation: the page, or where a guard sends the visitor. */
export type PageLookup = PageResolution;

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  /** Where a guard sends the visitor (a redirect), instead of a page. */
  readonly location?: string;
  /** `html` already encoded as UTF-8, when a cache keeps it so: writing a string re-encodes it on every send. */
  readonly utf8?: Uint8Array;
  /** Whether an anonymous visitor's page came from the page cache. */
  readonly cache?: 'hit' | 'miss';
}

/** Renders storefront pages on the server (full HTML documents). */
export interface PageRenderer {
  /** A page, or a redirect (`location`) when a guard sends the visitor elsewhere. */
  render(request: PageRequest): Promise<RenderedPage>;
  /** The same decision without rendering, so the browser's router and the server never disagree on guards or 404s. */
  lookup(request: Pick<PageRequest, 'url' | 'cookies' | 'signedIn'>): Promise<PageLookup>;
}
