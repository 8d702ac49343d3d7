import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AffiliateDashboard } from '../../../contracts/affiliates/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import {
  $affiliate,
  $canJoinAffiliate,
  $earningsView,
  $linkCopied,
  copyAffiliateLinkFx,
  copyLinkClicked,
  joinAffiliateClicked,
  joinAffiliateFx,
  loadAffiliateFx,
} from '../../../ui/features/affiliates/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';

const JOINED = { code: 'DEMOSELLER', link: 'https://ig.test/?affiliate=DEMOSELLER' };

function page(loggedIn: boolean) {
  let mine: AffiliateDashboard | null = null;
  const calls = { loads: 0, joins: 0, copied: [] as string[] };
  const scope = fork({
    values: [[$session, loggedIn ? { status: 'loggedIn', userId: 'u1', user: null } : { status: 'loggedOut' }]],
    handlers: [
      [
        loadAffiliateFx,
        () => {
          calls.loads += 1;
          return mine;
        },
      ],
      [
        joinAffiliateFx,
        () => {
          calls.joins += 1;
          mine = { ...JOINED, clicks: 3, signUps: 1, orders: 2, earnings: [{ currency: 'USD', pending: 157, available: 1_000 }] };
          return JOINED;
        },
      ],
      [copyAffiliateLinkFx, (link: string) => void calls.copied.push(link)],
    ],
  });
  return { scope, calls };
}

const open = (scope: ReturnType<typeof fork>) =>
  allSettled(pageResolved, { scope, params: { name: 'affiliate', layout: 'default', params: {}, pathname: '/affiliate', search: '', status: 200 } });

describe('the affiliate page', () => {
  it('offers Join to a signed-in user who has not joined, then shows the link, the counts and the earnings', async () => {
    const { scope, calls } = page(true);
    await open(scope);
    expect(calls.loads).toBe(1);
    expect(scope.getState($affiliate)).toBeNull();
    expect(scope.getState($canJoinAffiliate)).toBe(true);
    await allSettled(joinAffiliateClicked, { scope });
    expect(calls.joins).toBe(1);
    expect(scope.getState($affiliate)).toMatchObject({ ...JOINED, clicks: 3, signUps: 1, orders: 2 });
    expect(scope.getState($earningsView)).toEqual([{ currency: 'USD', pending: '$1.57', available: '$10.00' }]);
    expect(scope.getState($canJoinAffiliate)).toBe(false);
    // Joining again is not offered.
    await allSettled(joinAffiliateClicked, { scope });
    expect(calls.joins).toBe(1);
  });

  it('copies the personal link and says so', async () => {
    const { scope, calls } = page(true);
    await open(scope);
    await allSettled(joinAffiliateClicked, { scope });
    expect(scope.getState($linkCopied)).toBe(false);
    await allSettled(copyLinkClicked, { scope });
    expect(calls.copied).toEqual([JOINED.link]);
    expect(scope.getState($linkCopied)).toBe(true);
  });

  it('asks nothing of the server for a visitor, who gets no Join button (the page offers the login)', async () => {
    const { scope, calls } = page(false);
    await open(scope);
    expect(calls.loads).toBe(0);
    expect(scope.getState($canJoinAffiliate)).toBe(false);
    await allSettled(joinAffiliateClicked, { scope });
    expect(calls.joins).toBe(0);
  });
});
