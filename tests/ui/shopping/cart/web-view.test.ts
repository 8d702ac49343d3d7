import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_VIEW_MARKER, isMobileWebView } from '../../../../ui/features/shopping/cart/web-view.ts';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('isMobileWebView', () => {
  it('is false for an ordinary browser', () => {
    expect(isMobileWebView({ userAgent: CHROME, search: '' })).toBe(false);
  });

  it('spots the default marker in the user agent, in any case', () => {
    expect(isMobileWebView({ userAgent: `${CHROME} ${DEFAULT_WEB_VIEW_MARKER}/3.2`, search: '' })).toBe(true);
    expect(isMobileWebView({ userAgent: `${CHROME} ${DEFAULT_WEB_VIEW_MARKER.toUpperCase()}`, search: '' })).toBe(true);
  });

  it('uses a configured marker instead of the default', () => {
    expect(isMobileWebView({ userAgent: `${CHROME} ShopShell/1`, search: '', marker: 'ShopShell' })).toBe(true);
    expect(isMobileWebView({ userAgent: `${CHROME} ${DEFAULT_WEB_VIEW_MARKER}`, search: '', marker: 'ShopShell' })).toBe(false);
  });

  it('never matches an empty marker', () => {
    expect(isMobileWebView({ userAgent: CHROME, search: '', marker: '  ' })).toBe(false);
  });

  it('accepts ?webview=1 and nothing else as the query flag', () => {
    expect(isMobileWebView({ userAgent: CHROME, search: '?webview=1' })).toBe(true);
    expect(isMobileWebView({ userAgent: CHROME, search: 'page=2&webview=1' })).toBe(true);
    expect(isMobileWebView({ userAgent: CHROME, search: '?webview=0' })).toBe(false);
    expect(isMobileWebView({ userAgent: CHROME, search: '?webview=true' })).toBe(false);
  });
});
