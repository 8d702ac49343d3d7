import { CUSTOM_FILTER_FIELDS, type CustomFilterField, type ListingDocument, type ListingSearchQuery } from '../../../application/catalog/ports/index.ts';
import { hasSlot, SlotBitset } from './slot-bitset.ts';
import { valuesOfTag } from './tag-values.ts';

/** A compiled query filter over partition slots. */
export type SlotFilter = (slot: number) => boolean;

const NOTHING: SlotFilter = () => false;

/** Exact-match values of one custom filter field, as small integer codes per slot. */
interface Column {
  readonly codes: Map<string, number>;
  values: Int32Array;
}

/**
 * The filterable values of one partition's listings, laid out so that a
 * search never has to open a listing object to filter it: one bitset per
 * smart-tag value and per platform (few distinct values, OR-ed and AND-ed a
 * word at a time), and one code column per custom filter field (sellers are
 * too many for a bitset each). Price is not here: the partition keeps a price
 * column because facets need it, filtered or not.
 */
export class FilterIndex {
  private readonly tags = new Map<string, Map<string, SlotBitset>>();
  private readonly platforms = new Map<string, SlotBitset>();
  private readonly columns: Record<CustomFilterField, Column>;

  constructor(private capacity: number) {
    const column = (): Column => ({ codes: new Map(), values: new Int32Array(capacity) });
    this.columns = { deliveryDuration: column(), purchaseBehavior: column(), sellerId: column() };
  }

  /** Makes room for slots below `capacity` (a multiple of 32). */
  grow(capacity: number): void {
    this.capacity = capacity;
    const words = capacity >>> 5;
    for (const values of this.tags.values()) for (const bits of values.values()) bits.grow(words);
    for (const bits of this.platforms.values()) bits.grow(words);
    for (const field of CUSTOM_FILTER_FIELDS) {
      const column = this.columns[field];
      const next = new Int32Array(capacity);
      next.set(column.values);
      column.values = next;
    }
  }

  add(slot: number, doc: ListingDocument): void {
    for (const [filter, tag] of Object.entries(doc.tags)) {
      let values = this.tags.get(filter);
      if (values === undefined) this.tags.set(filter, (values = new Map()));
      for (const value of valuesOfTag(tag)) this.bitset(values, value).add(slot);
    }
    if (doc.platform !== null) this.bitset(this.platforms, doc.platform).add(slot);
    for (const field of CUSTOM_FILTER_FIELDS) {
      const column = this.columns[field];
      let code = column.codes.get(doc[field]);
      if (code === undefined) column.codes.set(doc[field], (code = column.codes.size + 1));
      column.values[slot] = code;
    }
  }

  /** Clears the slot; `doc` must be the version that was added, since its values say which bits to clear. */
  delete(slot: number, doc: ListingDocument): void {
    for (const [filter, tag] of Object.entries(doc.tags)) {
      const values = this.tags.get(filter);
      if (values === undefined) continue;
      for (const value of valuesOfTag(tag)) release(values, value, slot);
      if (values.size === 0) this.tags.delete(filter);
    }
    if (doc.platform !== null) release(this.platforms, doc.platform, slot);
    for (const field of CUSTOM_FILTER_FIELDS) this.columns[field].values[slot] = 0;
  }

  /**
   * The query's smart-tag, platform and custom filters as one slot test, or
   * null when it has none (so unfiltered scans skip the call). Values of one
   * filter are OR-ed, filters AND-ed; an empty value list means "not
   * filtered", as the use case drops empty selections. Price is left out on
   * purpose: the facets must count matches outside the query's price bounds.
   */
  compile(query: ListingSearchQuery): SlotFilter | null {
    const masks: Uint32Array[] = [];
    for (const [filter, accepted] of Object.entries(query.smartTags ?? {})) {
      if (accepted.length > 0) masks.push(this.union(this.tags.get(filter), accepted));
    }
    const platforms = query.platforms ?? [];
    if (platforms.length > 0) masks.push(this.union(this.platforms, platforms));
    const checks: { readonly values: Int32Array; readonly code: number }[] = [];
    for (const { field, value } of query.customFilters ?? []) {
      const column = this.columns[field];
      const code = column.codes.get(value);
      if (code === undefined) return NOTHING;
      checks.push({ values: column.values, code });
    }
    const mask = intersect(masks);
    if (mask === null && checks.length === 0) return null;
    if (mask !== null && !mask.some((word) => word !== 0)) return NOTHING;
    if (checks.length === 0 && mask !== null) return (slot) => hasSlot(mask, slot);
    return (slot) => {
      if (mask !== null && !hasSlot(mask, slot)) return false;
      for (const check of checks) if (check.values[slot] !== check.code) return false;
      return true;
    };
  }

  private bitset(values: Map<string, SlotBitset>, value: string): SlotBitset {
    let bits = values.get(value);
    if (bits === undefined) values.set(value, (bits = new SlotBitset(new Uint32Array(this.capacity >>> 5))));
    return bits;
  }

  private union(values: ReadonlyMap<string, SlotBitset> | undefined, accepted: readonly string[]): Uint32Array {
    const out = new Uint32Array(this.capacity >>> 5);
    for (const value of accepted) {
      const words = values?.get(value)?.words;
      if (words === undefined) continue;
      for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) | (words[i] ?? 0);
    }
    return out;
  }
}

/** Clears a slot's bit and drops the bitset once empty, so only live values cost memory. */
function release(values: Map<string, SlotBitset>, value: string, slot: number): void {
  const bits = values.get(value);
  if (bits === undefined) return;
  bits.delete(slot);
  if (bits.count === 0) values.delete(value);
}

/** AND of the masks (modifying the first), or null for no masks. */
function intersect(masks: readonly Uint32Array[]): Uint32Array | null {
  const [first, ...rest] = masks;
  if (first === undefined) return null;
  for (const mask of rest) for (let i = 0; i < first.length; i++) first[i] = (first[i] ?? 0) & (mask[i] ?? 0);
  return first;
}
