import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/** One smart-tag filter of a game's product type as an offer form shows it: its value and the tag values it takes. */
export interface OfferTagFilter {
  readonly value: string;
  readonly multiSelect: boolean;
  readonly tags: readonly string[];
}

/** What the catalog allows an offer of one game and product type to carry. */
export interface OfferScope {
  readonly filters: readonly OfferTagFilter[];
  /** The game's platforms; an offer of a game without platforms carries none. */
  readonly platforms: readonly string[];
}

export interface OfferCatalogFields {
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly platform: string | null;
}

function invalid(field: string, message: string): Result<never, DomainError> {
  return err(domainError('VALIDATION_FAILED', message, { field }));
}

/**
 * Whether an offer's smart tags and platform are ones its game offers, so
 * that every filter of the listing page can find it. Reading: a filter may be
 * left unset (the offer then matches only "any"), a single-select filter
 * takes one value, and a game with platforms requires one of them.
 */
export function checkOfferCatalogFit(fields: OfferCatalogFields, scope: OfferScope): Result<void, DomainError> {
  for (const [filterValue, chosen] of Object.entries(fields.tags)) {
    const field = `tags.${filterValue}`;
    const filter = scope.filters.find((f) => f.value === filterValue);
    if (filter === undefined) return invalid(field, `${filterValue} is not a filter of this game and product type`);
    const values = typeof chosen === 'string' ? [chosen] : chosen;
    if (values.length > 1 && !filter.multiSelect) return invalid(field, `${filterValue} takes one value`);
    const unknown = values.find((value) => !filter.tags.includes(value));
    if (unknown !== undefined) return invalid(field, `${unknown} is not a value of ${filterValue}`);
  }
  if (fields.platform === null) {
    return scope.platforms.length === 0 ? ok(undefined) : invalid('platform', 'choose a platform');
  }
  return scope.platforms.includes(fields.platform) ? ok(undefined) : invalid('platform', `${fields.platform} is not a platform of this game`);
}

/** The parts of a listing page's filters that say what an offer may carry (filters by id, tags by their filter's id). */
export interface ListingFilters {
  readonly smartTagFilters: readonly { readonly _id: string; readonly value: string; readonly multiSelect: boolean }[];
  readonly smartTags: readonly { readonly value: string; readonly filterId: string }[];
  readonly platformTypes: readonly { readonly value: string }[];
}

/** The {@link OfferScope} of a game's product type, from the same filters its listing page shows. */
export function offerScopeOf(filters: ListingFilters): OfferScope {
  return {
    filters: filters.smartTagFilters.map((f) => ({
      value: f.value,
      multiSelect: f.multiSelect,
      tags: filters.smartTags.filter((t) => t.filterId === f._id).map((t) => t.value),
    })),
    platforms: filters.platformTypes.map((p) => p.value),
  };
}
