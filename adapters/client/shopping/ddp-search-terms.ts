import type { Result } from 'neverthrow';
import type { SearchTermReport, SearchTermReporter } from '../../../application/shopping/ports/search-term-reporter.ts';
import type { DomainError } from '../../../domain/index.ts';
import { SearchTermMethod, type SearchTermParams } from '../../../contracts/shopping/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** Any DDP channel that can call a method (the browser's `DdpAccountConnection`). */
export type DdpMethodChannel = DdpMethodCaller;

/** `searchTerm` over the live channel: `{ term, gameType, productType, resultCount }`. */
export class DdpSearchTermReporter implements SearchTermReporter {
  constructor(private readonly channel: DdpMethodChannel) {}

  async report(search: SearchTermReport): Promise<Result<void, DomainError>> {
    const params: SearchTermParams = {
      term: search.term,
      gameType: search.gameType,
      productType: search.productType,
      resultCount: search.resultCount,
    };
    const answer = await callMethod(this.channel, SearchTermMethod, params);
    return answer.map(() => undefined);
  }
}
