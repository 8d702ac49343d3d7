/**
 * Pack combinations: which packs (or listed offers) to buy to get at least a
 * target amount for the least money, and the most one can get for a budget.
 * Exact dynamic programming over amounts measured in units of the packs'
 * greatest common divisor; prices are integer minor units, so totals are
 * exact. Ties go to the combination with the least left over, then to the
 * earlier pack in the list (the list order is the store's order).
 *
 * Each pack may be bought at most `limit` times (null: as often as wanted);
 * an official store pack has no limit, a listing's limit is its stock.
 */

export interface PackItem {
  readonly amount: number;
  readonly priceMinor: number;
  /** How many of it may be bought; null: unlimited. */
  readonly limit: number | null;
}

export interface Combination {
  /** How many of each item, in the items' order. */
  readonly counts: readonly number[];
  readonly amount: number;
  readonly priceMinor: number;
}

/** Above this many table cells the answer is refused (null) rather than freezing a browser tab. */
export const MAX_STATES = 400_000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

interface Table {
  readonly cost: Float64Array;
  readonly take: readonly Uint32Array[];
  readonly unit: number;
}

/** Least cost of every exact amount 0..size (in `unit`s), with how many of each item it takes. */
function costTable(items: readonly PackItem[], size: number, unit: number): Table {
  const cost = new Float64Array(size + 1).fill(Number.POSITIVE_INFINITY);
  cost[0] = 0;
  const take: Uint32Array[] = [];
  items.forEach((item) => {
    const a = item.amount / unit;
    const fits = Math.floor(size / a);
    const counts = new Uint32Array(size + 1);
    if (item.limit === null || item.limit >= fits) {
      // As many copies as fit: one ascending pass, each cell building on this item's own earlier cells.
      for (let s = a; s <= size; s++) {
        const c = (cost[s - a] ?? Infinity) + item.priceMinor;
        if (c < (cost[s] ?? Infinity)) {
          cost[s] = c;
          counts[s] = (counts[s - a] ?? 0) + 1;
        }
      }
    } else if (item.limit > 0) {
      const before = cost.slice();
      for (let s = a; s <= size; s++) {
        for (let k = 1; k <= item.limit && k * a <= s; k++) {
          const c = (before[s - k * a] ?? Infinity) + k * item.priceMinor;
          if (c < (cost[s] ?? Infinity)) {
            cost[s] = c;
            counts[s] = k;
          }
        }
      }
    }
    take.push(counts);
  });
  return { cost, take, unit };
}

/** The counts behind table cell `s`, undoing the items last to first. */
function countsAt(table: Table, items: readonly PackItem[], s: number): number[] {
  const counts = items.map(() => 0);
  let at = s;
  for (let i = items.length - 1; i >= 0; i--) {
    const k = table.take[i]?.[at] ?? 0;
    counts[i] = k;
    at -= k * (items[i]?.amount ?? 0) / table.unit;
  }
  return counts;
}

function usable(items: readonly PackItem[]): boolean {
  return items.length > 0 && items.every((i) => Number.isSafeInteger(i.amount) && i.amount > 0 && Number.isSafeInteger(i.priceMinor) && i.priceMinor > 0 && (i.limit === null || (Number.isSafeInteger(i.limit) && i.limit >= 0)));
}

function combination(table: Table, items: readonly PackItem[], s: number): Combination {
  const counts = countsAt(table, items, s);
  return { counts, amount: s * table.unit, priceMinor: table.cost[s] ?? 0 };
}

/**
 * The cheapest combination giving at least `target` (exactly nothing for a
 * target of 0); null when the items cannot reach it (limits) or the table
 * would be too large.
 */
export function cheapestCover(items: readonly PackItem[], target: number): Combination | null {
  if (!usable(items) || !Number.isSafeInteger(target) || target < 0) return null;
  if (target === 0) return { counts: items.map(() => 0), amount: 0, priceMinor: 0 };
  const unit = items.reduce((g, i) => gcd(g, i.amount), 0);
  const need = Math.ceil(target / unit);
  const largest = Math.max(...items.map((i) => i.amount / unit));
  const size = need + largest - 1;
  if (size > MAX_STATES) return null;
  const table = costTable(items, size, unit);
  let best = -1;
  for (let s = need; s <= size; s++) if (best === -1 ? Number.isFinite(table.cost[s]) : (table.cost[s] ?? Infinity) < (table.cost[best] ?? Infinity)) best = s;
  return best === -1 ? null : combination(table, items, best);
}

/** The most one gets for at most `budgetMinor`, and its cheapest combination; null when the table would be too large. */
export function mostForBudget(items: readonly PackItem[], budgetMinor: number): Combination | null {
  if (!usable(items) || !Number.isSafeInteger(budgetMinor) || budgetMinor < 0) return null;
  const unit = items.reduce((g, i) => gcd(g, i.amount), 0);
  // No combination within the budget holds more than the budget spent entirely at the best rate, nor more than all the stock.
  const stock = items.reduce((sum, i) => (i.limit === null ? Number.POSITIVE_INFINITY : sum + i.limit * (i.amount / unit)), 0);
  const size = Math.min(Math.max(...items.map((i) => Math.floor((budgetMinor * (i.amount / unit)) / i.priceMinor))), stock);
  if (size > MAX_STATES) return null;
  const table = costTable(items, size, unit);
  let best = 0;
  for (let s = size; s > 0; s--) {
    if ((table.cost[s] ?? Infinity) <= budgetMinor) {
      best = s;
      break;
    }
  }
  return combination(table, items, best);
}
