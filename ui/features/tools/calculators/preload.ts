import { allSettled, type Scope } from 'effector';
import { $page } from '../../shared/page/model.ts';
import { isCalculatorPage, loadCalculatorFx } from './model.ts';

/**
 * Loads the calculator of a server-rendered calculator page before the
 * browser hydrates it: the server rendered it with its module loaded, and
 * the module (code) is not part of the serialized state, so hydrating first
 * would render a loading note over the calculator.
 */
export async function preloadCalculator(scope: Scope): Promise<void> {
  const page = scope.getState($page);
  if (isCalculatorPage(page)) await allSettled(loadCalculatorFx, { scope, params: String(page.params['game']) });
}
