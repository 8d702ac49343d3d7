import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../../domain/index.ts';
import { socialOutcomeOf } from '../../../../ui/features/accounts/links/model.ts';
import { loginModalOpened } from '../../../../ui/features/accounts/login/model.ts';
import { $authProviders, loadAuthProvidersFx } from '../../../../ui/features/accounts/social/model.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';

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
