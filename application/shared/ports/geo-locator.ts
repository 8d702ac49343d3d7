import type { Geo } from '../../../domain/index.ts';

/** What the request looks like to geo location: its headers and the peer address. */
export interface GeoRequest {
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly ip: string;
}

/** Locates a visitor (country, region, city). */
export interface GeoLocator {
  locate(request: GeoRequest): Promise<Geo>;
}
