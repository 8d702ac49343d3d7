/**
 * Whether the storefront runs inside the mobile app's web view (spec
 * section 1): then cart lines do not navigate and cart changes are posted to
 * the host app. The app says so by a marker in its user agent, or by opening
 * the first page with `?webview=1`.
 *
 * Reading: the marker is matched as a case-insensitive substring; an empty
 * marker matches nothing (so a misconfiguration never turns every browser
 * into a web view); only the exact query value `1` counts.
 */

/** The user-agent marker the app adds by default; the composition root may configure another. */
export const DEFAULT_WEB_VIEW_MARKER = 'IGMarketApp';

/** The query flag that marks a web view without a user-agent marker. */
export const WEB_VIEW_QUERY_FLAG = 'webview';

export function isMobileWebView(input: { readonly userAgent: string; readonly search: string; readonly marker?: string }): boolean {
  const marker = (input.marker ?? DEFAULT_WEB_VIEW_MARKER).trim().toLowerCase();
  if (marker !== '' && input.userAgent.toLowerCase().includes(marker)) return true;
  return new URLSearchParams(input.search).get(WEB_VIEW_QUERY_FLAG) === '1';
}
