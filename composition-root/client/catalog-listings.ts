import { DdpSearchTermReporter, type DdpMethodChannel } from '../../adapters/client/shopping/ddp-search-terms.ts';
import type { SearchTermReport } from '../../application/shopping/ports/search-term-reporter.ts';
import { reportSearchTermFx } from '../../ui/features/catalog/listings/model.ts';
import type { EffectHandlers } from './effect-handlers.ts';

/** The listing page's browser binding: `searchTerm` over the live channel (loaded with the listing page). */
export function bindListingsHandlers(handlers: EffectHandlers, deps: { readonly channel: DdpMethodChannel }): EffectHandlers {
  const reporter = new DdpSearchTermReporter(deps.channel);
  return handlers.bind(reportSearchTermFx, async (search: SearchTermReport) => {
    const result = await reporter.report(search);
    if (result.isErr()) throw result.error;
  });
}

