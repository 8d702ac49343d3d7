import type { I18n } from '../../ui/i18n/translator.ts';
import { DdpSearchTermReporter, type DdpMethodChannel } from '../../adapters/client/shopping/ddp-search-terms.ts';
import type { SearchTermReport } from '../../application/shopping/ports/search-term-reporter.ts';
import { reportSearchTermFx } from '../../ui/features/catalog/listings/model.ts';
import { applyPageMetaFx, type PageMeta } from '../../ui/features/shared/page-meta/model.ts';
import type { EffectHandlers } from './effect-handlers.ts';

/**
 * The listing page's browser bindings: `searchTerm` over the live channel
 * and the page meta (a hot search's title and description) written into the
 * document after client-side navigation.
 */
export function bindListingsHandlers(handlers: EffectHandlers, deps: { readonly channel: DdpMethodChannel; readonly i18n: I18n }): EffectHandlers {
  const reporter = new DdpSearchTermReporter(deps.channel);
  return handlers
    .bind(reportSearchTermFx, async (search: SearchTermReport) => {
      const result = await reporter.report(search);
      if (result.isErr()) throw result.error;
    })
    .bind(applyPageMetaFx, (meta: PageMeta) => {
      if (meta.title !== null) document.title = meta.title;
      const description = document.querySelector('meta[name="description"]');
      description?.setAttribute('content', meta.description ?? deps.i18n.t('meta.defaultDescription'));
    });
}
