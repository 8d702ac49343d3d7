/** The element holding the serialized Effector scope. */
export const STATE_ELEMENT_ID = '__effector_state__';
/** The element naming the page language's strings and where to fetch them (`StringsAddress`). */
export const MESSAGES_ELEMENT_ID = '__i18n__';

/** The page's language and the address of its strings (GET /api/strings/:language?v=version). */
export interface StringsAddress {
  readonly language: string;
  readonly href: string;
}

/** Where the browser fetches a language's strings of this version. */
export function stringsAddress(strings: { readonly language: string; readonly version: string }): StringsAddress {
  return { language: strings.language, href: `/api/strings/${encodeURIComponent(strings.language)}?v=${encodeURIComponent(strings.version)}` };
}

/** The assets of the browser bundle a page must load (from Vite's manifest). */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /**
   * The entry's CSS itself, written into the page instead of linked: a linked
   * sheet blocks the first paint for one more round trip (about 300 ms on a
   * phone's connection), while the whole sheet is under 10 KB compressed.
   */
  readonly inlineStyles?: string;
  /**
   * The files `inlineStyles` came from, each named by a disabled link (never fetched nor applied).
   * Vite's loader, importing a start-up phase, links the phase's CSS unless a stylesheet link
   * with its address exists; without these it fetched the same CSS again and restyled the page
   * (a 60 ms task on a phone).
   */
  readonly inlinedStyleFiles?: readonly string[];
  /**
   * The page's own chunks (its code and what it imports that the start-up does not), fetched while
   * the start-up runs so hydration need not wait for them after it. Linked after the page's markup,
   * so its pictures are asked for first.
   */
  readonly modulePreloads?: readonly string[];
}

/** CSS that is safe inside <style>: nothing in it can close the element. */
export function styleSafeCss(css: string): string {
  return css.replace(/<\//g, '<\\/');
}

export interface DocumentParts {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** Serialized <title>, <meta> and <link> tags. */
  readonly head: string;
  /** The server-rendered app. */
  readonly body: string;
  /** Effector's serialized scope for hydration. */
  readonly state: Readonly<Record<string, unknown>>;
  /**
   * The page language and where its strings are: the browser bundle carries no locale, and the page does
   * not carry them either; fetched once, they are cached for every page after (their address is versioned).
   */
  readonly strings: StringsAddress;
  readonly assets: PageAssets;
}

/** JSON that is safe inside a <script>: no `</script>`, no U+2028/2029 line breaks. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The whole HTML document. Always dark (color-scheme, theme colour) and not
 * zoomable, as the spec asks; the state goes in before the scripts so the
 * browser hydrates exactly what the server rendered.
 */
export function renderDocument(parts: DocumentParts): string {
  const inline = parts.assets.inlineStyles === undefined || parts.assets.inlineStyles === '' ? '' : `<style>${styleSafeCss(parts.assets.inlineStyles)}</style>`;
  const named = (parts.assets.inlinedStyleFiles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`).join('');
  const styles = inline + named + parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const preloads = (parts.assets.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('');
  const scripts = preloads + parts.assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('');
  return (
    `<!doctype html><html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}" class="dark" style="color-scheme:dark">` +
    `<head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">` +
    `<meta name="theme-color" content="#0b0d12"><meta name="color-scheme" content="dark">` +
    // No favicon file yet; an empty data icon spares every page a 404 request.
    `<link rel="icon" href="data:,">` +
    `${parts.head}${styles}` +
    // Asked for with the page's first bytes, beside its code: hydration waits for both.
    `<link rel="preload" href="${escapeHtml(parts.strings.href)}" as="fetch" crossorigin>` +
    `</head>` +
    `<body><div id="root">${parts.body}</div>` +
    // Data, not code: a JSON block runs under a strict Content-Security-Policy without a nonce.
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafeJson(parts.state)}</script>` +
    `<script type="application/json" id="${MESSAGES_ELEMENT_ID}">${scriptSafeJson(parts.strings)}</script>${scripts}</body></html>`
  );
}
