import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorPageFor, pageNotFoundMessage, statusOf } from '../../../../domain/shared/errors/index.ts';

describe('error page catalogue (spec section 2)', () => {
  it.each([
    [404, 'Page Not Found', "The page you're looking for doesn't exist"],
    [500, 'Server Error', 'Internal server error occurred'],
    [403, 'Access Denied', "You don't have permission to access this resource"],
    [401, 'Authentication Required', 'You need to be authenticated to access this page'],
    [503, 'Service Unavailable', 'Service is temporarily unavailable'],
  ])('%i shows its own title and message', (status, title, message) => {
    expect(errorPageFor(status, 'ignored')).toEqual({ status, title, message });
  });

  it('other statuses show the generic title with the error message, or a default', () => {
    expect(errorPageFor(418, 'I am a teapot')).toEqual({ status: 418, title: 'Oops! Something went wrong', message: 'I am a teapot' });
    expect(errorPageFor(418)).toEqual({ status: 418, title: 'Oops! Something went wrong', message: 'Something went wrong' });
    expect(errorPageFor(502, '  ').message).toBe('Something went wrong');
  });

  it('names the missing path', () => {
    expect(pageNotFoundMessage('/nope')).toBe('Page not found: /nope');
  });
});

describe('error code catalogue', () => {
  it('gives every code an HTTP status in the 4xx or 5xx range', () => {
    for (const code of ERROR_CODES) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
    }
  });

  it('maps the codes the spec names', () => {
    expect(statusOf('GAME_NOT_FOUND')).toBe(404);
    expect(statusOf('UNAUTHENTICATED')).toBe(401);
    expect(statusOf('FORBIDDEN')).toBe(403);
    expect(statusOf('VALIDATION_FAILED')).toBe(400);
  });
});
