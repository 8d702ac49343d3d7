import type { ListingDocument, ListingSearchQuery, PriceFacets } from '../../../application/catalog/ports/index.ts';
import { FilterIndex, type SlotFilter } from './filter-index.ts';
import { comparePriceAscending, compareRecommended } from './listing-order.ts';
import { priceFacetsOfPrices } from './price-facets.ts';
import { SortedSlots } from './sorted-slots.ts';
import { createTextIndex, textSearchOptions, type TextIndex } from './text-index.ts';
import { noteAdded, noteDiscarded } from './text-side-table.ts';
import { matchText, TextMatchCache, type TextMatches } from './text-matches.ts';

/**
 * How many writes one batch may apply in place to a partition of `size`
 * listings before a full re-sort is cheaper: each in-place write moves up to
 * the whole order, a re-sort costs about n·log n comparisons.
 */
export function inPlaceWriteBudget(size: number): number {
  return 64 + (size >>> 5);
}

/** Slot capacity of a new partition; always a multiple of 32 (one bitset word). */
const INITIAL_CAPACITY = 64;

/**
 * The AVAILABLE listings of one (game, product type): every listing search is
 * scoped to one such pair, so a query only ever touches one partition,
 * however large the whole catalog grows.
 *
 * Each listing gets a dense slot number. The two orders a page can be read in
 * are kept as sorted slot arrays, prices as a column and filter values in a
 * {@link FilterIndex}, so a search without text is one sequential pass over
 * integers that are already in page order; listing objects are only opened
 * for the hits. A few writes update the orders in place; a large batch marks
 * them stale instead, and the next search re-sorts them once.
 */
export class ListingPartition {
  /** Only AVAILABLE listings are indexed: no search returns another state. */
  readonly text: TextIndex = createTextIndex();
  private readonly slots = new Map<string, number>();
  private readonly docs: (ListingDocument | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  private prices = new Float64Array(INITIAL_CAPACITY);
  private readonly filters = new FilterIndex(INITIAL_CAPACITY);
  private readonly byRecommended = new SortedSlots((a, b) => compareRecommended(this.doc(a), this.doc(b)));
  private readonly byPrice = new SortedSlots((a, b) => comparePriceAscending(this.doc(a), this.doc(b)));
  private stale = false;
  private allFacets: PriceFacets | undefined;
  private readonly textCache = new TextMatchCache();

  get size(): number {
    return this.slots.size;
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  /** The listing in a live slot; asking for an empty slot is a bug. */
  doc(slot: number): ListingDocument {
    const doc = this.docs[slot];
    if (doc === undefined) throw new Error(`Listing partition slot ${slot} is empty`);
    return doc;
  }

  price(slot: number): number {
    return this.prices[slot] ?? 0;
  }

  /** Stops in-place maintenance of the orders until the next search re-sorts them. */
  markStale(): void {
    this.stale = true;
    this.allFacets = undefined;
  }

  add(doc: ListingDocument): void {
    const slot = this.freeSlots.pop() ?? this.docs.length;
    if (slot >= this.prices.length) this.grow(this.prices.length * 2);
    this.docs[slot] = doc;
    this.prices[slot] = doc.priceMinor;
    this.slots.set(doc.id, slot);
    this.filters.add(slot, doc);
    this.text.add({ slot, doc });
    noteAdded(this.text, slot);
    this.allFacets = undefined;
    this.textCache.clear();
    if (this.stale) return;
    this.byRecommended.insert(slot);
    this.byPrice.insert(slot);
  }

  /** Removes the listing; `doc` must be the version that was added, since its fields locate it. */
  delete(doc: ListingDocument): void {
    const slot = this.slots.get(doc.id);
    if (slot === undefined || this.docs[slot] !== doc) return;
    if (!this.stale) {
      this.byRecommended.delete(slot);
      this.byPrice.delete(slot);
    }
    this.filters.delete(slot, doc);
    noteDiscarded(this.text, slot);
    this.text.discard(slot);
    this.textCache.clear();
    this.slots.delete(doc.id);
    this.docs[slot] = undefined;
    this.freeSlots.push(slot);
    this.allFacets = undefined;
  }

  /** Slots in RECOMMENDED order (a view, valid until the next write). */
  recommendedOrder(): Int32Array {
    this.refresh();
    return this.byRecommended.view();
  }

  /** Slots by ascending price, id on ties (a view, valid until the next write). */
  priceOrder(): Int32Array {
    this.refresh();
    return this.byPrice.view();
  }

  /** Positions in {@link priceOrder} of the first price ≥ min and the first price > max. */
  priceRange(min: number, max: number): readonly [start: number, end: number] {
    this.refresh();
    const priceOf = (slot: number): number => this.price(slot);
    return [this.byPrice.boundBy(min, priceOf), this.byPrice.boundBy(max, priceOf, true)];
  }

  /**
   * The listings `text` matches (all fields, or titles only), from the cache
   * when the partition is unchanged since; without relevance scores when
   * `scored` is false (a price-sorted page), which is far cheaper.
   */
  textMatches(text: string, titleOnly = false, scored = true): TextMatches {
    const key = `${titleOnly ? 't' : 'a'}${scored ? 's' : 'u'}\u0000${text}`;
    return this.textCache.get(key, () => matchText(this.text, text, textSearchOptions(text, titleOnly), scored));
  }

  /** The query's filters (price excepted) as a slot test; null when it has none. */
  compileFilter(query: ListingSearchQuery): SlotFilter | null {
    return this.filters.compile(query);
  }

  /** Price facets of the whole partition, cached because the unfiltered first page is the most common query. */
  unfilteredFacets(): PriceFacets {
    if (this.allFacets === undefined) {
      const order = this.priceOrder();
      const prices = new Float64Array(order.length);
      for (let i = 0; i < order.length; i++) prices[i] = this.price(order[i] ?? 0);
      this.allFacets = priceFacetsOfPrices(prices, prices.length);
    }
    return this.allFacets;
  }

  private grow(capacity: number): void {
    const prices = new Float64Array(capacity);
    prices.set(this.prices);
    this.prices = prices;
    this.filters.grow(capacity);
  }

  private refresh(): void {
    if (!this.stale) return;
    const live = [...this.slots.values()];
    this.byRecommended.reset(live);
    this.byPrice.reset(live);
    this.stale = false;
  }
}
