import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from '../../../../domain/shared/errors/index.ts';

describe('apiErrorFrom: an API error answer read back into the catalogue', () => {
  it('keeps the code, message and field of one of our error bodies', () => {
    expect(apiErrorFrom(400, { code: 'VALIDATION_FAILED', message: 'url: must be a path', field: 'url' })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'url: must be a path',
      details: { field: 'url' },
    });
    expect(apiErrorFrom(404, { code: 'GAME_NOT_FOUND', message: 'Game not found' })).toEqual({ code: 'GAME_NOT_FOUND', message: 'Game not found' });
  });

  it.each([
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [500, 'UNAVAILABLE'],
    [502, 'UNAVAILABLE'],
    [400, 'VALIDATION_FAILED'],
    [403, 'VALIDATION_FAILED'],
  ] as const)('reads a status %i whose body is not ours (a proxy page, an unknown code) as %s', (status, code) => {
    expect(apiErrorFrom(status, '<html>Bad gateway</html>')).toEqual({ code, message: `HTTP ${status}` });
    expect(apiErrorFrom(status, { code: 'NOT_A_CODE', message: 'odd' })).toEqual({ code, message: 'odd' });
  });
});
