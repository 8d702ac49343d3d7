import DOMPurify from 'dompurify';

/**
 * The server's rendered Markdown, sanitized once more in the browser before
 * it is set as HTML (the "DOMPurify on both server and client"): a
 * second wall should the server's ever be bypassed. Where there is no DOM
 * (server rendering) the server's own sanitized output is used as is.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.isSupported && typeof DOMPurify.sanitize === 'function' ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }) : html;
}
