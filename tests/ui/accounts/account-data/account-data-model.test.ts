import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { BillingDetailsView, DeleteAccountParams, SaveBillingDetailsParams } from '../../../../contracts/accounts/index.ts';
import { domainError, type PublicUser } from '../../../../domain/index.ts';
import { $billingForm, $billingInvalidField, billingFieldChanged, billingSaveClicked, loadBillingFx, saveBillingFx } from '../../../../ui/features/accounts/billing/model.ts';
import { $deletionBlockers, $deletionReady, deleteAccountFx, deleteClicked, deletionConfirmToggled, deletionPasswordChanged } from '../../../../ui/features/accounts/deletion/model.ts';
import { $onboardingBannerShown, onboardingBannerDismissed } from '../../../../ui/features/accounts/profile/model.ts';
import { $session, $user } from '../../../../ui/features/accounts/session/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';

const SAVED: BillingDetailsView = { name: 'Ada Ltd', address: '1 Row', city: 'London', postalCode: 'N1', country: 'GB', vatId: null };
const open = (scope: ReturnType<typeof fork>, name: string, params: Record<string, string> = {}) =>
  allSettled(pageResolved, { scope, params: { name, layout: 'default', params, pathname: '/', search: '', status: 200 } });
const user = (onboardedAt: string | null) => ({ id: 'u1', username: 'ada', twoFactorEnabled: false, onboardedAt }) as unknown as PublicUser;

describe('the billing tab', () => {
  it('fills the form from the saved details when the tab opens, names the field at fault and sends only a valid form', async () => {
    const sent: SaveBillingDetailsParams[] = [];
    const scope = fork({
      values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
      handlers: [
        [loadBillingFx, () => SAVED],
        [saveBillingFx, (p: SaveBillingDetailsParams) => (sent.push(p), { ...SAVED, vatId: 'GB123456789' })],
      ],
    });
    await open(scope, 'dashboardAccount', { tab: 'billing' });
    expect(scope.getState($billingForm)).toMatchObject({ name: 'Ada Ltd', country: 'GB', vatId: '' });
    await allSettled(billingFieldChanged, { scope, params: { field: 'vatId', value: 'nonsense!' } });
    expect(scope.getState($billingInvalidField)).toBe('vatId');
    await allSettled(billingSaveClicked, { scope });
    expect(sent).toEqual([]);
    await allSettled(billingFieldChanged, { scope, params: { field: 'vatId', value: 'gb 123 456 789' } });
    expect(scope.getState($billingInvalidField)).toBeNull();
    await allSettled(billingSaveClicked, { scope });
    expect(sent).toEqual([{ ...SAVED, vatId: 'gb 123 456 789' }]);
    expect(scope.getState($billingForm).vatId).toBe('GB123456789');
  });
});

describe('deleting the account', () => {
  it('asks for the ticked box and the password before sending', async () => {
    const sent: DeleteAccountParams[] = [];
    const scope = fork({ handlers: [[deleteAccountFx, (p: DeleteAccountParams) => void sent.push(p)]] });
    await allSettled(deleteClicked, { scope });
    await allSettled(deletionPasswordChanged, { scope, params: 'secret passphrase' });
    expect(scope.getState($deletionReady)).toBe(false);
    await allSettled(deletionConfirmToggled, { scope, params: true });
    expect(scope.getState($deletionReady)).toBe(true);
    await allSettled(deleteClicked, { scope });
    expect(sent).toEqual([{ password: 'secret passphrase', confirm: true }]);
  });

  it('lists every reason the server gave for refusing', async () => {
    const refusal = domainError('ACCOUNT_HAS_OPEN_ORDERS', 'open orders', { blockers: ['ACCOUNT_HAS_OPEN_ORDERS', 'ACCOUNT_HAS_BALANCE'] });
    const scope = fork({ handlers: [[deleteAccountFx, () => Promise.reject(refusal)]] });
    await allSettled(deletionPasswordChanged, { scope, params: 'secret passphrase' });
    await allSettled(deletionConfirmToggled, { scope, params: true });
    await allSettled(deleteClicked, { scope });
    expect(scope.getState($deletionBlockers)).toEqual(['ACCOUNT_HAS_OPEN_ORDERS', 'ACCOUNT_HAS_BALANCE']);
  });
});

describe('onboarding offered again', () => {
  it('shows the banner on dashboard pages to a user who never finished onboarding, until dismissed', async () => {
    const scope = fork({ values: [[$user, user(null)]] });
    await open(scope, 'dashboardOrders');
    expect(scope.getState($onboardingBannerShown)).toBe(true);
    await open(scope, 'home');
    expect(scope.getState($onboardingBannerShown)).toBe(false);
    await open(scope, 'dashboardOrders');
    await allSettled(onboardingBannerDismissed, { scope });
    expect(scope.getState($onboardingBannerShown)).toBe(false);
    const done = fork({ values: [[$user, user('2026-11-27T10:00:00.000Z')]] });
    await open(done, 'dashboardOrders');
    expect(done.getState($onboardingBannerShown)).toBe(false);
  });
});
