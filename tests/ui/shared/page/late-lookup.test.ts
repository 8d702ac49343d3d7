import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $page, navigated, pageResolved, resolvePageFx } from '../../../../ui/features/shared/page/model.ts';
import { routePage } from '../../catalog/product/fixtures.ts';

describe('page lookups answered late', () => {
  it('going Back before the next page answers keeps the page the address names, whatever arrives later', async () => {
    let releaseListing: () => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          resolvePageFx,
          (url: string) =>
            url === '/fortnite-accounts'
              ? new Promise((resolve) => (releaseListing = () => resolve({ kind: 'page', page: routePage('listing', '/fortnite-accounts') })))
              : Promise.resolve({ kind: 'page', page: routePage('game', url) }),
        ],
      ],
    });
    await allSettled(pageResolved, { scope, params: routePage('game', '/fortnite') });
    await allSettled(navigated, { scope, params: '/fortnite' });
    const slow = allSettled(navigated, { scope, params: '/fortnite-accounts' });
    const back = allSettled(navigated, { scope, params: '/fortnite' });
    releaseListing();
    await Promise.all([slow, back]);
    expect(scope.getState($page).pathname).toBe('/fortnite');
    expect(scope.getState($page).name).toBe('game');
  });
});
