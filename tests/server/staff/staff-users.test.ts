import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: DemoParty;
let moderator: DemoParty;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '20' });
  [admin, moderator] = await Promise.all([demoParty(server, 'admin'), demoParty(server, 'moderator')]);
}, 180_000);

afterAll(async () => {
  for (const party of [admin, moderator]) party?.client.disconnect();
  await server?.stop();
});

interface StaffUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
  verificationState: string;
  audit?: { action: string; reason: string; staffName: string | null; details: Record<string, unknown> | null }[];
}

const idOf = (prefix: string) => server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`))?.userId ?? '';

describe(`the admin users page and the audit log (${DATABASE_KIND})`, () => {
  it('finds users by part of their name or e-mail, or by role, for admins and moderators only', async () => {
    const byEmail = (await admin.client.call('searchUsers', { query: 'VERIFY@demo' })) as StaffUser[];
    expect(byEmail.map((u) => u.email)).toEqual(['verify@demo.ig-market.test']);
    const disbursers = (await moderator.client.call('searchUsers', { query: '', role: 'DISBURSER' })) as StaffUser[];
    expect(disbursers.length).toBeGreaterThan(0);
    expect(disbursers.every((u) => u.roles.includes('DISBURSER'))).toBe(true);
    // A LIKE wildcard in the query is a literal character, not "anything".
    expect(await admin.client.call('searchUsers', { query: '%' })).toEqual([]);
    const customer = await demoParty(server, 'customer');
    expect(await callError(customer.client, 'searchUsers', { query: 'a' })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'searchUsers', { query: 'a', role: 'KING' })).toMatchObject({ error: 400, details: { field: 'params.0.role' } });
    customer.client.disconnect();
  });

  it('lets a moderator grant seller roles but only an admin staff roles, never one\'s own, each change audited', async () => {
    const target = idOf('customer');
    const customer = await demoParty(server, 'customer');
    const lookup = () => customer.client.call('lookupOrders', { buyerId: target });
    expect(await callError(customer.client, 'lookupOrders', { buyerId: target })).toMatchObject({ error: 403 });
    const granted = (await moderator.client.call('setUserRoles', { userId: target, roles: ['CUSTOMER', 'SELLER'], reason: 'Asked to sell' })) as StaffUser;
    expect(granted.roles).toEqual(['CUSTOMER', 'SELLER']);
    expect(await callError(moderator.client, 'setUserRoles', { userId: target, roles: ['CUSTOMER', 'SELLER', 'REFUNDER'], reason: 'Helping out' })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'setUserRoles', { userId: admin.id, roles: [], reason: 'Oops' })).toMatchObject({ error: 400, details: { field: 'userId' } });
    expect(await callError(admin.client, 'setUserRoles', { userId: target, roles: ['CUSTOMER'], reason: '' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await callError(admin.client, 'setUserRoles', { userId: 'nobody', roles: ['CUSTOMER'], reason: 'Typo check' })).toMatchObject({ error: 404 });
    await admin.client.call('setUserRoles', { userId: target, roles: ['CUSTOMER', 'SELLER', 'REFUNDER'], reason: 'Joins the refunds team' });

    const view = (await admin.client.call('getStaffUser', { userId: target })) as StaffUser;
    expect(view.roles).toEqual(['CUSTOMER', 'SELLER', 'REFUNDER']);
    expect(view.audit?.map((a) => [a.action, a.reason, a.staffName])).toEqual([
      ['user.roles', 'Joins the refunds team', 'DemoAdmin'],
      ['user.roles', 'Asked to sell', 'DemoModerator'],
    ]);
    expect(view.audit?.[0]?.details).toEqual({ before: ['CUSTOMER', 'SELLER'], after: ['CUSTOMER', 'SELLER', 'REFUNDER'] });
    // The new role's permission is the user's at once, on the connection already open: a refunder may look orders up.
    expect(await lookup()).toEqual({ orders: [] });
    customer.client.disconnect();
  });

  it('marks a user as needing verification, which their account then says', async () => {
    const target = idOf('seller');
    const marked = (await moderator.client.call('requireUserVerification', { userId: target, reason: 'Unusual withdrawals' })) as StaffUser;
    expect(marked.verificationState).toBe('VERIFICATION_REQUIRED');
    const seller = await demoParty(server, 'seller');
    const mine = (await seller.client.call('myVerification')) as { state: string; required: boolean };
    expect(mine.state).toBe('VERIFICATION_REQUIRED');
    seller.client.disconnect();
  });

  it('shows the audit log newest first to admins, filtered by staff member, and pages back', async () => {
    const all = (await admin.client.call('staffAuditLog', {})) as { id: number; action: string; staffId: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    const byModerator = (await admin.client.call('staffAuditLog', { staffId: moderator.id })) as { staffId: string }[];
    expect(byModerator.length).toBe(2);
    expect(byModerator.every((e) => e.staffId === moderator.id)).toBe(true);
    const older = (await admin.client.call('staffAuditLog', { beforeId: all[0]?.id, limit: 1 })) as { id: number }[];
    expect(older.map((e) => e.id)).toEqual([all[1]?.id]);
    expect(await callError(moderator.client, 'staffAuditLog', {})).toMatchObject({ error: 403 });
  });

  it('lets an admin remove an account with a reason: erased, logged out, audited; refused while money is held, for staff, for oneself and for moderators', async () => {
    const target = await demoParty(server, 'two-factor');
    let closed = false;
    target.client.on('disconnected', () => {
      closed = true;
    });
    const reason = 'Fraudulent sign-up, confirmed by support';
    expect(await callError(moderator.client, 'removeUser', { userId: target.id, reason })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'removeUser', { userId: target.id, reason: '' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await callError(admin.client, 'removeUser', { userId: admin.id, reason })).toMatchObject({ error: 400, details: { field: 'userId' } });
    expect(await callError(admin.client, 'removeUser', { userId: moderator.id, reason })).toMatchObject({ error: 403, details: { code: 'FORBIDDEN' } });
    // Money held for a user blocks the removal, as it blocks deleting one's own account, saying what blocks it.
    const holder = idOf('verify');
    await admin.client.call('grantCredits', { userId: holder, amount: { minor: 100, currency: 'USD' }, reason: 'Blocks the removal', idempotencyKey: `remove-${Date.now()}` });
    const held = await callError(admin.client, 'removeUser', { userId: holder, reason });
    expect(held).toMatchObject({ error: 409, details: { code: 'ACCOUNT_HAS_BALANCE' } });
    expect((held.details as { blockers?: string[] }).blockers).toContain('ACCOUNT_HAS_BALANCE');

    expect(await admin.client.call('removeUser', { userId: target.id, reason })).toEqual({ userId: target.id, removed: true });
    // Their open session ends at once; a second removal finds nobody.
    await expect.poll(() => closed, { timeout: 10_000 }).toBe(true);
    expect(await callError(admin.client, 'removeUser', { userId: target.id, reason })).toMatchObject({ error: 404 });
    const entries = (await admin.client.call('staffAuditLog', { targetId: target.id })) as { action: string; reason: string; staffId: string }[];
    expect(entries.map((e) => [e.action, e.reason, e.staffId])).toEqual([['user.remove', reason, admin.id]]);
    const found = (await admin.client.call('searchUsers', { query: 'two-factor@' })) as StaffUser[];
    expect(found).toEqual([]);
    target.client.disconnect();
  });
});
