/**
 * How much of a listing's description a search hit carries. No card shows the
 * description (the product page loads the whole text), but it was most of
 * every search answer's bytes; a short opening keeps hits self-describing for
 * API readers at a fraction of the size.
 */
export const SNIPPET_CHARS = 160;

/** The description's opening, cut at a word boundary and marked with an ellipsis when shortened; whitespace runs become one space. */
export function snippetOf(description: string): string {
  const flat = description.length > SNIPPET_CHARS * 4 ? description.slice(0, SNIPPET_CHARS * 4) : description;
  const text = flat.replace(/\s+/gu, ' ').trim();
  if (text.length <= SNIPPET_CHARS && flat.length === description.length) return text;
  const cut = text.lastIndexOf(' ', SNIPPET_CHARS);
  return `${text.slice(0, cut > SNIPPET_CHARS / 2 ? cut : SNIPPET_CHARS)}…`;
}
