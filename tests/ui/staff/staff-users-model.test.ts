import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { StaffAuditEntryAnswer, StaffUserAnswer, StaffUserViewAnswer } from '../../../contracts/staff/index.ts';
import { domainError, type Role } from '../../../domain/index.ts';
import { $auditEntries, $moreAudit, AUDIT_PAGE, auditStaffFilterChanged, auditFilterSubmitted, loadAuditLogFx, olderAuditClicked, type AuditQuery } from '../../../ui/features/staff/audit-model.ts';
import {
  $canSaveRoles,
  $draftRoles,
  $openedUser,
  $staffUsersError,
  changeReasonChanged,
  $removeArmed,
  $removedUserId,
  loadStaffUserFx,
  removeUserCancelled,
  removeUserClicked,
  removeUserConfirmed,
  removeUserFx,
  requireVerificationClicked,
  requireVerificationFx,
  roleToggled,
  saveRolesClicked,
  searchUsersFx,
  setUserRolesFx,
  staffUserOpened,
} from '../../../ui/features/staff/users-model.ts';

const ada: StaffUserAnswer = { id: 'u1', username: 'ada', email: 'ada@x.test', roles: ['CUSTOMER'], banned: false, verificationState: 'NOT_STARTED', completedSales: 0, createdAt: new Date('2026-01-01') };

function staffBrowser(options: { setRoles?: (p: { roles: readonly Role[] }) => Promise<StaffUserAnswer>; remove?: () => Promise<void> } = {}) {
  const calls: { effect: string; params: unknown }[] = [];
  let stored: StaffUserAnswer = ada;
  const scope = fork({
    handlers: [
      [searchUsersFx, (p: unknown) => { calls.push({ effect: 'search', params: p }); return [stored]; }],
      [loadStaffUserFx, (id: string): StaffUserViewAnswer => { calls.push({ effect: 'view', params: id }); return { ...stored, audit: [] }; }],
      [setUserRolesFx, async (p: { userId: string; roles: readonly Role[]; reason: string }) => {
        calls.push({ effect: 'setRoles', params: p });
        stored = await (options.setRoles ?? (() => Promise.resolve({ ...stored, roles: p.roles })))(p);
        return stored;
      }],
      [removeUserFx, async (p: { userId: string; reason: string }) => {
        calls.push({ effect: 'remove', params: p });
        await (options.remove ?? (() => Promise.resolve()))();
        return { userId: p.userId, removed: true as const };
      }],
      [requireVerificationFx, (p: unknown) => { calls.push({ effect: 'requireVerification', params: p }); stored = { ...stored, verificationState: 'VERIFICATION_REQUIRED' }; return stored; }],
    ],
  });
  return { scope, calls };
}

describe('the admin users page', () => {
  it('removes an account only after a second, confirming click with a reason; then the user is closed and the list searched again', async () => {
    const { scope, calls } = staffBrowser();
    await allSettled(staffUserOpened, { scope, params: 'u1' });
    await allSettled(changeReasonChanged, { scope, params: 'Fraudulent sign-up' });
    await allSettled(removeUserConfirmed, { scope });
    expect(calls.some((c) => c.effect === 'remove')).toBe(false);
    await allSettled(removeUserClicked, { scope });
    await allSettled(removeUserCancelled, { scope });
    expect(scope.getState($removeArmed)).toBe(false);
    await allSettled(removeUserClicked, { scope });
    const searches = calls.filter((c) => c.effect === 'search').length;
    await allSettled(removeUserConfirmed, { scope });
    expect(calls.find((c) => c.effect === 'remove')?.params).toEqual({ userId: 'u1', reason: 'Fraudulent sign-up' });
    expect(scope.getState($openedUser)).toBeNull();
    expect(scope.getState($removedUserId)).toBe('u1');
    expect(calls.filter((c) => c.effect === 'search').length).toBe(searches + 1);
  });

  it("shows what blocks a removal and keeps the user open", async () => {
    const { scope } = staffBrowser({ remove: () => Promise.reject(domainError('ACCOUNT_HAS_BALANCE', 'money held')) });
    await allSettled(staffUserOpened, { scope, params: 'u1' });
    await allSettled(changeReasonChanged, { scope, params: 'Fraudulent sign-up' });
    await allSettled(removeUserClicked, { scope });
    await allSettled(removeUserConfirmed, { scope });
    expect(scope.getState($staffUsersError)).toBe('ACCOUNT_HAS_BALANCE');
    expect(scope.getState($openedUser)?.id).toBe('u1');
    expect(scope.getState($removeArmed)).toBe(false);
  });

  it('edits roles from the user as loaded, saves only a real change with a reason, then shows the user again', async () => {
    const { scope, calls } = staffBrowser();
    await allSettled(staffUserOpened, { scope, params: 'u1' });
    expect(scope.getState($draftRoles)).toEqual(['CUSTOMER']);
    await allSettled(roleToggled, { scope, params: 'SELLER' });
    expect(scope.getState($canSaveRoles)).toBe(false); // no reason yet
    await allSettled(changeReasonChanged, { scope, params: '  Wants to sell ' });
    expect(scope.getState($canSaveRoles)).toBe(true);
    await allSettled(saveRolesClicked, { scope });
    expect(calls.find((c) => c.effect === 'setRoles')?.params).toEqual({ userId: 'u1', roles: ['CUSTOMER', 'SELLER'], reason: 'Wants to sell' });
    expect(scope.getState($openedUser)?.roles).toEqual(['CUSTOMER', 'SELLER']);
    // Toggling a role off and on again is no change: nothing to save.
    await allSettled(roleToggled, { scope, params: 'SELLER' });
    await allSettled(roleToggled, { scope, params: 'SELLER' });
    await allSettled(changeReasonChanged, { scope, params: 'Undo' });
    expect(scope.getState($canSaveRoles)).toBe(false);
  });

  it('shows the server\'s refusal when a staff role needs an admin, and keeps the draft', async () => {
    const { scope } = staffBrowser({ setRoles: () => Promise.reject(domainError('FORBIDDEN', 'no')) });
    await allSettled(staffUserOpened, { scope, params: 'u1' });
    await allSettled(roleToggled, { scope, params: 'REFUNDER' });
    await allSettled(changeReasonChanged, { scope, params: 'Refunds team' });
    await allSettled(saveRolesClicked, { scope });
    expect(scope.getState($staffUsersError)).toBe('FORBIDDEN');
    expect(scope.getState($draftRoles)).toEqual(['CUSTOMER', 'REFUNDER']);
  });

  it('requires verification once, with a reason', async () => {
    const { scope, calls } = staffBrowser();
    await allSettled(staffUserOpened, { scope, params: 'u1' });
    await allSettled(requireVerificationClicked, { scope });
    expect(calls.some((c) => c.effect === 'requireVerification')).toBe(false);
    await allSettled(changeReasonChanged, { scope, params: 'Unusual withdrawals' });
    await allSettled(requireVerificationClicked, { scope });
    expect(scope.getState($openedUser)?.verificationState).toBe('VERIFICATION_REQUIRED');
    await allSettled(changeReasonChanged, { scope, params: 'Again' });
    await allSettled(requireVerificationClicked, { scope });
    expect(calls.filter((c) => c.effect === 'requireVerification')).toHaveLength(1);
  });
});

describe('the audit log viewer', () => {
  const entry = (id: number): StaffAuditEntryAnswer => ({ id, at: new Date(), staffId: 's1', staffName: 'admin', action: 'user.roles', targetType: 'user', targetId: 'u1', reason: 'r', details: null });

  it('filters by staff member and pages back from the last line shown', async () => {
    const queries: AuditQuery[] = [];
    const scope = fork({
      handlers: [[loadAuditLogFx, (q: AuditQuery) => {
        queries.push(q);
        const top = q.beforeId ?? 1000;
        return Array.from({ length: q.beforeId === undefined ? AUDIT_PAGE : 3 }, (_, i) => entry(top - 1 - i));
      }]],
    });
    await allSettled(auditStaffFilterChanged, { scope, params: ' s1 ' });
    await allSettled(auditFilterSubmitted, { scope });
    expect(queries.at(-1)).toEqual({ staffId: 's1' });
    expect(scope.getState($moreAudit)).toBe(true);
    await allSettled(olderAuditClicked, { scope });
    expect(queries.at(-1)).toEqual({ staffId: 's1', beforeId: 1000 - AUDIT_PAGE });
    expect(scope.getState($auditEntries)).toHaveLength(AUDIT_PAGE + 3);
    expect(scope.getState($moreAudit)).toBe(false);
  });
});
