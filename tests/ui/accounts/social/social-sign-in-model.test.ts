import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../../domain/index.ts';
import { completeLinkTwoFactorFx, linkCodeSubmitted, socialOutcomeOf } from '../../../../ui/features/accounts/links/model.ts';
import { loginModalOpened } from '../../../../ui/features/accounts/login/model.ts';
import { $authProviders, loadAuthProvidersFx } from '../../../../ui/features/accounts/social/model.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { $pendingNavigation, pageResolved, type CurrentPage } from '../../../../ui/features/shared/page/model.ts';

const steamPage = (search: string): CurrentPage => ({ name: 'authSteam', layout: 'default', params: {}, pathname: '/auth/steamAuth', search, status: 200 });

describe('the social sign-in buttons', () => {
  it('ask the server which providers are on once the modal opens in the browser, and only once', async () => {
    let asked = 0;
    const scope = fork({ handlers: [[loadAuthProvidersFx, () => ((asked += 1), { steam: false, discord: true })]] });
    await allSettled(appHydrated, { scope });
    expect(asked).toBe(0);
    await allSettled(loginModalOpened, { scope });
    expect(scope.getState($authProviders)).toEqual({ steam: false, discord: true });
    await allSettled(loginModalOpened, { scope });
    expect(asked).toBe(1);
  });

  it('show none when the server cannot say, and ask again at the next opening', async () => {
    let asked = 0;
    const scope = fork({
      handlers: [
        [
          loadAuthProvidersFx,
          () => {
            asked += 1;
            throw domainError('UNAVAILABLE', 'offline');
          },
        ],
      ],
    });
    await allSettled(appHydrated, { scope });
    await allSettled(loginModalOpened, { scope });
    expect(scope.getState($authProviders)).toEqual({ steam: false, discord: false });
    await allSettled(loginModalOpened, { scope });
    expect(asked).toBe(2);
  });
});

describe('the /auth/steamAuth and /auth/discordAuth pages', () => {
  it('read the outcome the server landed them with', () => {
    expect(socialOutcomeOf('?signedIn=1')).toEqual({ status: 'done' });
    expect(socialOutcomeOf('?ticket=abc')).toEqual({ status: 'twoFactor', ticket: 'abc', step: 'LOGIN' });
    expect(socialOutcomeOf('?error=cancelled')).toEqual({ status: 'failed', reason: 'cancelled' });
    expect(socialOutcomeOf('?error=state')).toEqual({ status: 'failed', reason: 'state' });
    expect(socialOutcomeOf('?error=disabled')).toEqual({ status: 'failed', reason: 'disabled' });
    expect(socialOutcomeOf('?error=failed')).toEqual({ status: 'failed', reason: 'refused' });
    expect(socialOutcomeOf('')).toEqual({ status: 'failed', reason: 'invalid' });
  });
});

describe('coming back from a social sign-in', () => {
  async function landed(search: string) {
    const scope = fork({ handlers: [[completeLinkTwoFactorFx, () => ({ id: 'u1', token: 't', tokenExpires: new Date('2027-01-01T00:00:00Z') })]] });
    await allSettled(appHydrated, { scope });
    await allSettled(pageResolved, { scope, params: steamPage(search) });
    return scope;
  }

  it('goes back to the page the sign-in started from, replacing the landing page in the history', async () => {
    expect((await landed('?signedIn=1&returnTo=%2Ffortnite-accounts%3Fsort%3Dprice')).getState($pendingNavigation)).toEqual({ to: '/fortnite-accounts?sort=price', replace: true });
  });

  it('stays on the landing page without a page to return to, or with one that is not a page of this site', async () => {
    expect((await landed('?signedIn=1')).getState($pendingNavigation)).toBeNull();
    expect((await landed('?signedIn=1&returnTo=%2F%2Fevil.example')).getState($pendingNavigation)).toBeNull();
    expect((await landed('?error=cancelled&returnTo=%2Fcart')).getState($pendingNavigation)).toBeNull();
  });

  it('goes back once the two-factor code step signed in', async () => {
    const scope = await landed('?ticket=abc&returnTo=%2Fdashboard%2Forders');
    expect(scope.getState($pendingNavigation)).toBeNull();
    await allSettled(linkCodeSubmitted, { scope, params: '123456' });
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/dashboard/orders', replace: true });
  });
});
