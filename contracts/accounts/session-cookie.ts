import * as v from 'valibot';

/*
 * The browser's session cookie (issue 11, finding 8). A sign-in over DDP
 * answers with a token; the storefront hands it to `POST /api/session`, which
 * sets it as an HttpOnly cookie, and forgets it. Later page loads resume the
 * DDP session from that cookie (`login({ resumeFromCookie: true })`), so no
 * script ever holds the token again. `DELETE /api/session` ends it.
 */

/** The path of both routes. */
export const SESSION_PATH = '/api/session';

/** `POST /api/session`: the token a DDP login, sign-up or mailed link answered with. */
export const SessionCookieBody = v.object({ token: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(200)) });
export type SessionCookieBody = v.InferOutput<typeof SessionCookieBody>;

/**
 * The script-readable cookie that says a session cookie was set (value `1`,
 * no secret, the same lifetime), so a page load knows whether resuming is
 * worth a call.
 */
export const SESSION_HINT_COOKIE = 'hasSession';
