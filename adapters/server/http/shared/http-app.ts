import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { pageNotFoundMessage } from '../../../../domain/index.ts';
import type { HealthAnswer } from '../../../../contracts/shared/index.ts';
import { errorBody } from './replies.ts';

export interface HttpAppOptions {
  /** false for silence, or pino options (level, transport). */
  readonly logger: boolean | { readonly level: string };
  /** Requests per minute per client address on /api; 0 turns the limit off (benchmarks). */
  readonly rateLimitPerMinute: number;
  /** Trust X-Forwarded-* from a proxy in front (for the client address). */
  readonly trustProxy: boolean;
  /** Socket deadlines; the defaults are {@link HTTP_TIMEOUTS} (tests shorten them). */
  readonly timeouts?: Partial<HttpTimeouts>;
}

export interface HttpTimeouts {
  /** From connecting to the end of the request headers. */
  readonly headersMs: number;
  /** From connecting to the end of the request body. */
  readonly requestMs: number;
  /** How long an idle kept-alive socket waits for its next request. */
  readonly keepAliveMs: number;
  /** How often Node looks for sockets past the first two deadlines. */
  readonly checkIntervalMs: number;
}

/**
 * A client that trickles its headers or body (slowloris) is cut off instead
 * of holding a socket for ever: Fastify turns Node's request deadline off by
 * default (issue 11, finding 17). The numbers leave room for slow mobile links
 * and bodies up to the 256 KiB limit.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 };

/**
 * Browser features no page of ours uses are refused, so injected script or a
 * framed page cannot ask for them; payment stays for our own origin's checkout.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()';

/**
 * The HTTP server with the cross-cutting parts every route gets: security
 * headers, socket deadlines, compression, cookies, a rate limit on the API, and errors that are
 * always JSON — 4xx with what was wrong, 5xx without internals.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const timeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  const app: FastifyInstance = Fastify({
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    logger: options.logger === false ? false : options.logger === true ? true : { level: options.logger.level },
    trustProxy: options.trustProxy,
    bodyLimit: 256 * 1024,
    // Ids in URLs are short; long ones are junk.
    routerOptions: { maxParamLength: 200 },
    // One line per request would drown the log and slow the hot path; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors the framework raises before any route (a malformed %-escape) answer in the API's error format too.
    frameworkErrors: (error, _request, frameworkReply) => {
      // The generic reply type of this hook is keyed by route schemas it cannot know; it is a plain reply.
      const reply = frameworkReply as FastifyReply;
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      const status = badUrl ? 400 : typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .send(errorBody(status, 'VALIDATION_FAILED', badUrl ? 'url: malformed %-escape' : error.message, badUrl ? 'url' : undefined));
    },
  });

  await app.register(helmet, { global: true });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  if (options.rateLimitPerMinute > 0) {
    // Marks every /api route for the limit. It must be added before the plugin: the plugin reads a
    // route's config in its own onRoute hook, and hooks run in the order they were added.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/')) route.config = { ...(route.config as object), rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };
    });
    await app.register(rateLimit, {
      global: false,
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        errorBody(429, 'RATE_LIMITED', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`),
    });
  }

  // `curl -d '{…}'` sends a form content type; accept JSON text under it too,
  // so the obvious command works.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON' }), undefined);
    }
  });

  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url }, 'request failed');
      return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, 'INTERNAL', 'Internal server error occurred'));
    }
    const code = status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED';
    const field =
      error.code === 'FST_CP_ERR_INVALID_CONTENT_ENCODING' ? 'headers.content-encoding' : error.code?.startsWith('FST_ERR_CTP') === true ? 'body' : undefined;
    return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, code, error.message, field));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send(errorBody(404, 'NOT_FOUND', pageNotFoundMessage(request.url.split('?')[0] ?? request.url))),
  );

  const health: HealthAnswer = { status: 'ok' };
  app.get('/api/health', (_request, reply) => reply.header('cache-control', 'no-store').send(health));
  // No icon file yet: pages that do not name one (the test payment provider's) get an empty answer, not a 404 in the console.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').code(204).send());
  return app;
}
