import { err, ok, type Result } from 'neverthrow';
import { currencyCode, domainError, type Actor, type DomainError } from '../../domain/index.ts';
import { ANALYTICS_LIMITS } from '../../contracts/analytics/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { AnalyticsEvent, AnalyticsEventStore, PageVisitEvent, RecordedPageVisit } from './ports/index.ts';

/**
 * Who sent the event: the request's actor as the transport (HTTP) built it
 * from the session, never from the event itself. Only the user id is kept
 * (null for a visitor, or when the request carried no valid login token).
 */
export type AnalyticsCaller = Pick<Actor, 'userId'>;

/** Control characters (PostgreSQL refuses NUL in text) and lone UTF-16 surrogates. */
const UNSAFE_TEXT = /\p{Cc}|\p{Cs}/u;
const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
/** Printable ASCII without spaces: what a cookie value may hold. */
const VISITOR_ID = /^[\x21-\x7e]+$/;
/** Paths under this prefix carry one-time secrets: mailed link tokens (`/auth/login/{token}`) and OAuth answers. */
const SECRET_BEARING_PREFIX = '/auth/';
const REDACTED_SEGMENT = ':token';

/**
 * Records a first-party analytics event (the PageVisit the storefront sends
 * when a page finishes loading, spec section 4). The server stamps the time
 * from its own clock and takes the user from the session, so neither can be
 * forged from the browser. Readings: `path` is the URL path with its query;
 * the fragment is dropped; below `/auth/` only the route's first segment is
 * kept (`/auth/login/:token`, no query), because those URLs carry one-time
 * tokens and OAuth codes that must not be copied into analytics; the
 * referrer keeps only its origin and path (its query may hold another
 * site's secrets). Identical events are all stored: a reload is a visit.
 */
export class RecordAnalyticsEvent {
  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly clock: Clock,
  ) {}

  async execute(caller: AnalyticsCaller, event: AnalyticsEvent): Promise<Result<void, DomainError>> {
    // The union has one member today; the switch makes a new one a compile error until handled.
    switch (event.type) {
      case 'PageVisit': {
        const visit = this.pageVisit(caller, event);
        if (visit.isErr()) return err(visit.error);
        await this.store.record(visit.value);
        return ok(undefined);
      }
      default:
        return err(invalid('type', `Unknown event type '${String((event as { type?: unknown }).type)}'`));
    }
  }

  private pageVisit(caller: AnalyticsCaller, event: PageVisitEvent): Result<RecordedPageVisit, DomainError> {
    const path = cleanPath(event.path);
    if (path.isErr()) return err(path.error);
    const routeName = event.routeName.trim();
    if (routeName === '' || routeName.length > ANALYTICS_LIMITS.routeName || UNSAFE_TEXT.test(routeName)) {
      return err(invalid('routeName', `Route name must be 1 to ${ANALYTICS_LIMITS.routeName} characters`));
    }
    const language = event.language.trim();
    if (language.length > ANALYTICS_LIMITS.language || !LANGUAGE.test(language)) return err(invalid('language', 'Language must be a language code'));
    const currency = currencyCode(event.currency);
    if (currency.isErr()) return err(currency.error);
    const visitorId = event.visitorId.trim();
    if (visitorId.length > ANALYTICS_LIMITS.visitorId || !VISITOR_ID.test(visitorId)) {
      return err(invalid('visitorId', `Visitor id must be 1 to ${ANALYTICS_LIMITS.visitorId} printable characters`));
    }
    const referrer = cleanReferrer(event.referrer);
    if (referrer.isErr()) return err(referrer.error);
    return ok({
      type: 'PageVisit',
      path: path.value,
      routeName,
      language,
      currency: currency.value,
      visitorId,
      referrer: referrer.value,
      userId: caller.userId,
      recordedAt: this.clock.now(),
    });
  }
}

/** The path as stored: checked, fragment dropped, secrets below /auth/ redacted. */
function cleanPath(raw: string): Result<string, DomainError> {
  if (raw.length > ANALYTICS_LIMITS.path) return err(invalid('path', `Path must be at most ${ANALYTICS_LIMITS.path} characters`));
  if (!raw.startsWith('/') || UNSAFE_TEXT.test(raw)) return err(invalid('path', "Path must start with '/' and hold no control characters"));
  return ok(redactSecrets(raw.split('#')[0] ?? raw));
}

/** `/auth/login/abc?x=1` → `/auth/login/:token`; other paths unchanged. */
function redactSecrets(path: string): string {
  if (!path.toLowerCase().startsWith(SECRET_BEARING_PREFIX)) return path;
  const [pathname = path] = path.split('?');
  const [route = '', ...rest] = pathname.slice(SECRET_BEARING_PREFIX.length).split('/');
  return `${pathname.slice(0, SECRET_BEARING_PREFIX.length)}${route}${rest.some((s) => s !== '') ? `/${REDACTED_SEGMENT}` : ''}`;
}

/** Origin and (redacted) path of an absolute http(s) referrer; null for none. */
function cleanReferrer(raw: string | null | undefined): Result<string | null, DomainError> {
  const value = raw?.trim() ?? '';
  if (value === '') return ok(null);
  const refused = err(invalid('referrer', `Referrer must be an absolute http(s) URL of at most ${ANALYTICS_LIMITS.referrer} characters`));
  if (value.length > ANALYTICS_LIMITS.referrer || UNSAFE_TEXT.test(value)) return refused;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refused;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused;
  // Parsing percent-encodes (one 'é' becomes six characters), so the bound is checked again on what is kept.
  const kept = `${url.origin}${redactSecrets(url.pathname)}`;
  return kept.length > ANALYTICS_LIMITS.referrer ? refused : ok(kept);
}

function invalid(field: string, message: string): DomainError {
  return domainError('VALIDATION_FAILED', message, { field });
}
