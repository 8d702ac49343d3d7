import type { Result } from 'neverthrow';
import type { SearchTermReport, SearchTermReporter } from '../../../application/shopping/ports/search-term-reporter.ts';
import type { DomainError } from '../../../domain/index.ts';

/** Any DDP channel that can call a method (the browser's `DdpAccountConnection`). */
export interface DdpMethodChannel {
  call(method: string, ...params: unknown[]): Promise<Result<unknown, DomainError>>;
}

/** `searchTerm` over the live channel: `{ term, gameType, productType, resultCount }`. */
export class DdpSearchTermReporter implements SearchTermReporter {
  constructor(private readonly channel: DdpMethodChannel) {}

  async report(search: SearchTermReport): Promise<Result<void, DomainError>> {
    const answer = await this.channel.call('searchTerm', {
      term: search.term,
      gameType: search.gameType,
      productType: search.productType,
      resultCount: search.resultCount,
    });
    return answer.map(() => undefined);
  }
}
