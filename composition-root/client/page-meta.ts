import { applyPageMetaFx, type PageMeta } from '../../ui/features/shared/page-meta/model.ts';
import type { I18n } from '../../ui/i18n/translator.ts';
import type { EffectHandlers } from './effect-handlers.ts';

/**
 * The page meta (a hot search's title and description) written into the document after client-side
 * navigation, after any page title asked for before it (`writeHead`, document-head.ts); any page may ask.
 */
export function bindPageMetaHandler(handlers: EffectHandlers, i18n: I18n, writeHead: (write: () => void) => Promise<void>): EffectHandlers {
  return handlers.bind(applyPageMetaFx, (meta: PageMeta) =>
    writeHead(() => {
      if (meta.title !== null) document.title = meta.title;
      const description = document.querySelector('meta[name="description"]');
      description?.setAttribute('content', meta.description ?? i18n.t('meta.defaultDescription'));
    }),
  );
}
