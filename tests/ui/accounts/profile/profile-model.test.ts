import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { UpdateProfileParams } from '../../../../contracts/accounts/index.ts';
import { domainError, type PublicUser } from '../../../../domain/index.ts';
import {
  $onboarded,
  $profileError,
  $profileForm,
  $profileSaved,
  becomeSellerFx,
  intentChosen,
  onboardingSubmitted,
  pictureChosen,
  profileFieldChanged,
  profileSubmitted,
  updateProfileFx,
  uploadProfileImageFx,
} from '../../../../ui/features/accounts/profile/model.ts';
import { $user } from '../../../../ui/features/accounts/session/model.ts';
import { $geo } from '../../../../ui/features/shared/geo/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';

const USER = { id: 'u1', username: 'Ada', slug: 'ada', phoneNumber: null, country: null, roles: ['CUSTOMER'], avatar: null, coverPhoto: null } as unknown as PublicUser;

function browser(updates: unknown[] = []) {
  const sent: UpdateProfileParams[] = [];
  let sellers = 0;
  const scope = fork({
    values: [
      [$user, USER],
      [$geo, { country: 'FR', region: null, city: null }],
    ],
    handlers: [
      [
        updateProfileFx,
        (params: UpdateProfileParams) => {
          sent.push(params);
          const answer = updates.shift();
          if (answer instanceof Object && 'code' in answer) throw answer;
          return { username: 'Ada', slug: 'ada', phoneNumber: null, country: 'FR', avatar: null, coverPhoto: null };
        },
      ],
      [
        becomeSellerFx,
        () => {
          sellers += 1;
          return { roles: ['CUSTOMER', 'SELLER'] };
        },
      ],
      [uploadProfileImageFx, ({ kind }: { kind: 'avatar' | 'coverPhoto' }) => ({ kind, key: 'abcdef0123456789abcdef0123456789' })],
    ],
  });
  return { scope, sent, sellers: () => sellers };
}

const open = (scope: ReturnType<typeof fork>, name: string, params: Record<string, string> = {}) =>
  allSettled(pageResolved, { scope, params: { name, layout: 'default', params, pathname: `/${name}`, search: '', status: 200 } });

describe('the profile form', () => {
  it('starts from the own record, with the country geo location gives a user who has none', async () => {
    const { scope } = browser();
    await open(scope, 'dashboardAccount', { tab: 'profile' });
    expect(scope.getState($profileForm)).toEqual({ username: 'Ada', phoneNumber: '', country: 'FR' });
  });

  it('sends only what changed, and says a taken name under its field', async () => {
    const { scope, sent } = browser([undefined, domainError('USERNAME_TAKEN', 'taken', { field: 'username' })]);
    await open(scope, 'dashboardAccount', { tab: 'profile' });
    await allSettled(profileFieldChanged, { scope, params: { field: 'phoneNumber', value: '+44 20 7946 0958' } });
    await allSettled(profileSubmitted, { scope });
    expect(sent[0]).toEqual({ phoneNumber: '+44 20 7946 0958', country: 'FR' });
    expect(scope.getState($profileSaved)).toBe(true);
    await allSettled(profileFieldChanged, { scope, params: { field: 'username', value: 'Bob' } });
    await allSettled(profileSubmitted, { scope });
    expect(sent[1]).toMatchObject({ username: 'Bob' });
    expect(scope.getState($profileError)).toEqual({ field: 'username', code: 'USERNAME_TAKEN' });
  });

  it('uploads a picture first and then sets it by the key the upload answered', async () => {
    const { scope, sent } = browser();
    await allSettled(pictureChosen, { scope, params: { kind: 'avatar', file: new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }) } });
    expect(sent).toEqual([{ avatarKey: 'abcdef0123456789abcdef0123456789' }]);
  });
});

describe('onboarding', () => {
  it('saves the name and country, then makes a seller of one who came to sell', async () => {
    const { scope, sent, sellers } = browser();
    await open(scope, 'onboarding');
    await allSettled(intentChosen, { scope, params: 'SELL' });
    await allSettled(onboardingSubmitted, { scope });
    expect(sent).toEqual([{ country: 'FR' }]);
    expect(sellers()).toBe(1);
    expect(scope.getState($onboarded)).toBe('SELL');
  });

  it('keeps the roles as they were when the name is refused', async () => {
    const { scope, sellers } = browser([domainError('USERNAME_TAKEN', 'taken', { field: 'username' })]);
    await open(scope, 'onboarding');
    await allSettled(intentChosen, { scope, params: 'SELL' });
    await allSettled(profileFieldChanged, { scope, params: { field: 'username', value: 'Bob' } });
    await allSettled(onboardingSubmitted, { scope });
    expect(sellers()).toBe(0);
    expect(scope.getState($onboarded)).toBeNull();
    // A buyer's onboarding ends without any role change.
    await allSettled(intentChosen, { scope, params: 'BUY' });
    await allSettled(profileFieldChanged, { scope, params: { field: 'username', value: 'Ada' } });
    await allSettled(onboardingSubmitted, { scope });
    expect(scope.getState($onboarded)).toBe('BUY');
    expect(sellers()).toBe(0);
  });
});
