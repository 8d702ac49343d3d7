import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $user } from '../../../ui/features/accounts/session/model.ts';
import { $notificationSettings, $settingsError, settingToggled, updateSettingsFx } from '../../../ui/features/notifications/model.ts';
import { domainError } from '../../../domain/index.ts';

type User = NonNullable<ReturnType<typeof $user.getState>>;
const user = (notificationSettings: Record<string, boolean>): User => ({ id: 'u1', username: 'seller', roles: [], emails: [{ address: 'seller@example.test', verified: true }], notificationSettings }) as unknown as User;

describe('notification settings', () => {
  it('turns a box at once, while the server is still saving, and keeps it once the record agrees', async () => {
    let finish: () => void = () => {};
    const scope = fork({
      values: [[$user, user({})]],
      handlers: [[updateSettingsFx, () => new Promise<void>((resolve) => (finish = resolve))]],
    });
    const toggled = allSettled(settingToggled, { scope, params: { key: 'payout.email', on: false } });
    await Promise.resolve();
    expect(scope.getState($notificationSettings)['payout.email']).toBe(false);
    expect(scope.getState($notificationSettings)['payout.inApp']).toBe(true);
    finish();
    await toggled;
    // Saved, but the user's record has not come back yet: the box stays as ticked.
    expect(scope.getState($notificationSettings)['payout.email']).toBe(false);
    await allSettled($user, { scope, params: user({ 'payout.email': false }) });
    expect(scope.getState($notificationSettings)['payout.email']).toBe(false);
    // The tick is the server's now: the record changing again shows what the server says.
    await allSettled($user, { scope, params: user({ 'payout.email': true }) });
    expect(scope.getState($notificationSettings)['payout.email']).toBe(true);
  });

  it('turns the box back and says so when the server refuses the change', async () => {
    const scope = fork({
      values: [[$user, user({})]],
      handlers: [[updateSettingsFx, () => Promise.reject(domainError('UNAVAILABLE', 'down'))]],
    });
    await allSettled(settingToggled, { scope, params: { key: 'order.email', on: false } });
    expect(scope.getState($notificationSettings)['order.email']).toBe(true);
    expect(scope.getState($settingsError)).toBe('UNAVAILABLE');
  });
});
