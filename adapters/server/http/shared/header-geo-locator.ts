import type { GeoLocator, GeoRequest } from '../../../../application/shared/ports/index.ts';
import type { Geo } from '../../../../domain/index.ts';

export interface HeaderGeoOptions {
  /** Header names set by a trusted proxy (e.g. a CDN's country header); unset means no proxy is trusted. */
  readonly countryHeader?: string | undefined;
  readonly regionHeader?: string | undefined;
  readonly cityHeader?: string | undefined;
  /** Used when no trusted header says otherwise. */
  readonly defaultCountry: string;
}

/**
 * Geo from headers a trusted proxy sets. Headers are read only when their
 * names are configured, so a visitor cannot pick their country by sending one
 * to a server that no proxy fronts.
 */
export class HeaderGeoLocator implements GeoLocator {
  constructor(private readonly options: HeaderGeoOptions) {}

  locate(request: GeoRequest): Promise<Geo> {
    const read = (name: string | undefined): string | null => {
      if (name === undefined) return null;
      const raw = request.headers[name.toLowerCase()];
      const value = Array.isArray(raw) ? raw[0] : raw;
      return typeof value === 'string' && value.trim() !== '' ? safeDecode(value.trim()) : null;
    };
    const country = read(this.options.countryHeader)?.toUpperCase() ?? this.options.defaultCountry;
    return Promise.resolve({
      country: /^[A-Z]{2}$/.test(country) ? country : this.options.defaultCountry,
      region: read(this.options.regionHeader),
      city: read(this.options.cityHeader),
    });
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
