/** How {@link formatList} joins values: a comma and a space, as in 'Gold, Silver, Bronze'. */
export const LIST_SEPARATOR = ', ';

/** A yes/no field as shown in tables and detail pages. */
export function formatBoolean(b: boolean): 'Yes' | 'No' {
  return b ? 'Yes' : 'No';
}

/**
 * Values joined with ', ' in the order given. Null, undefined and blank
 * strings are left out, so a missing attribute never shows as ', ,'; an empty
 * list is ''. Numbers are shown as JavaScript prints them.
 */
export function formatList(values: readonly (string | number | null | undefined)[]): string {
  return values
    .filter((v): v is string | number => v !== null && v !== undefined && String(v).trim() !== '')
    .map((v) => String(v).trim())
    .join(LIST_SEPARATOR);
}
