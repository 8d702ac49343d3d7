import type { Translate } from '../i18n/translator.ts';
import { calculatorEntry, TRACKER_GAME_NAMES, type TrackerGame } from '../../domain/index.ts';
import type { CurrentPage } from '../features/shared/page/model.ts';
import type { PageMeta } from '../features/shared/page-meta/model.ts';

/**
 * The document title of a page: the page's own meta title when its data has
 * one (a hot search), the home page's own title, `Route · Site` elsewhere,
 * `404 · Site` for errors.
 */
export function pageTitle(page: CurrentPage, t: Translate, meta?: Pick<PageMeta, 'title'>): string {
  const site = t('meta.siteName');
  if (page.status >= 400) return `${page.status} · ${site}`;
  if (meta?.title !== undefined && meta.title !== null && meta.title !== '') return meta.title;
  if (page.name === 'home') return t('meta.defaultTitle');
  // A calculator is titled by what it calculates ("Fortnite V-Bucks calculator"), not by its URL word.
  const calculator = page.name === 'calculator' ? calculatorEntry(String(page.params['game'])) : undefined;
  if (calculator !== undefined) return `${t('calculator.title', { name: calculator.name })} · ${site}`;
  // A tracker's URL names its game by slug; the title uses the game's own name.
  const trackerName = page.name === 'tracker' ? TRACKER_GAME_NAMES[page.params['game'] as TrackerGame] : undefined;
  const params = trackerName === undefined ? page.params : { ...page.params, game: trackerName };
  return `${t(`routes.${page.name}`, { ...params, defaultValue: site })} · ${site}`;
}
