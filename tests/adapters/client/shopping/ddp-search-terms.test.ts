import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DdpSearchTermReporter } from '../../../../adapters/client/shopping/ddp-search-terms.ts';
import { domainError } from '../../../../domain/index.ts';

describe('DdpSearchTermReporter', () => {
  it('calls searchTerm with the spec shape { term, gameType, productType, resultCount }', async () => {
    const calls: unknown[][] = [];
    const reporter = new DdpSearchTermReporter({
      call: (method, ...params) => {
        calls.push([method, ...params]);
        return Promise.resolve(ok({ recorded: true }));
      },
    });
    const result = await reporter.report({ term: 'renegade', gameType: 'fortnite', productType: 'accounts', resultCount: 4 });
    expect(result.isOk()).toBe(true);
    expect(calls).toEqual([['searchTerm', { term: 'renegade', gameType: 'fortnite', productType: 'accounts', resultCount: 4 }]]);
  });

  it("passes the channel's catalogue error on", async () => {
    const reporter = new DdpSearchTermReporter({ call: () => Promise.resolve(err(domainError('VALIDATION_FAILED', 'Search term must not be empty', { field: 'term' }))) });
    const result = await reporter.report({ term: ' ', gameType: 'fortnite', productType: 'accounts', resultCount: 0 });
    expect(result._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
  });
});
