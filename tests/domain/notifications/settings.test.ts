import { describe, expect, it } from 'vitest';
import { effectiveSettings, mayEmailUnread, NOTIFICATION_SETTING_KEYS, UNREAD_MESSAGE_EMAIL_GAP_MS, wants } from '../../../domain/index.ts';

describe('notification settings', () => {
  it('a setting never touched is on; a chosen one is what was chosen; a channel a topic lacks is off', () => {
    expect(wants({}, 'order', 'email')).toBe(true);
    expect(wants({ 'order.email': false }, 'order', 'email')).toBe(false);
    expect(wants({ 'order.email': false }, 'order', 'inApp')).toBe(true);
    // Messages have their own badge: there is no in-app setting to turn on.
    expect(wants({ 'message.inApp': true }, 'message', 'inApp')).toBe(false);
  });

  it('the form shows every setting with its effective value', () => {
    const all = effectiveSettings({ 'deal.email': false, stray: false });
    expect(Object.keys(all).sort()).toEqual([...NOTIFICATION_SETTING_KEYS].sort());
    expect(all['deal.email']).toBe(false);
    expect(all['payout.inApp']).toBe(true);
  });

  it('an unread-message e-mail waits an hour after the last one for the same conversation', () => {
    const last = new Date('2026-11-24T10:00:00Z');
    expect(mayEmailUnread(null, last)).toBe(true);
    expect(mayEmailUnread(last, new Date(last.getTime() + UNREAD_MESSAGE_EMAIL_GAP_MS - 1))).toBe(false);
    expect(mayEmailUnread(last, new Date(last.getTime() + UNREAD_MESSAGE_EMAIL_GAP_MS))).toBe(true);
  });
});
