/**
 * JSON with object keys sorted at every depth, so two values that mean the
 * same thing give the same text whatever order their keys were built in: the
 * fingerprint of an idempotent call's params, the digest of a transaction's
 * entries. Arrays keep their order (it means something); `undefined`
 * properties are left out as JSON.stringify does; a value JSON cannot hold
 * (a function, a bigint, a non-finite number, a cycle) is a bug: it throws.
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(value: unknown, path: Set<object>): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
    return JSON.stringify(value);
  }
  if (typeof value !== 'object') throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (path.has(value)) throw new TypeError('canonicalJson: the value has a cycle');
  path.add(value);
  try {
    if (Array.isArray(value)) return `[${value.map((item: unknown) => (item === undefined ? 'null' : write(item, path))).join(',')}]`;
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${write(field, path)}`);
    return `{${fields.join(',')}}`;
  } finally {
    path.delete(value);
  }
}
