import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { StaffUserAnswer, StaffUserViewAnswer } from '../../../contracts/staff/index.ts';
import type { DomainError, Role } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * /dashboard/staff/users, the admin users page: search by name, e-mail or id
 * (optionally one role), open a user to see their roles, state and what staff
 * did to them, then change their roles or require verification, each with a
 * reason the audit log keeps. The server decides who may change what (staff
 * roles only for admins and the super user); the page shows its refusal.
 */

export const searchUsersFx = createEffect<{ readonly query: string; readonly role?: Role }, readonly StaffUserAnswer[], DomainError>();
export const loadStaffUserFx = createEffect<string, StaffUserViewAnswer, DomainError>();
export const setUserRolesFx = createEffect<{ readonly userId: string; readonly roles: readonly Role[]; readonly reason: string }, StaffUserAnswer, DomainError>();
export const requireVerificationFx = createEffect<{ readonly userId: string; readonly reason: string }, StaffUserAnswer, DomainError>();
export const setUserBannedFx = createEffect<{ readonly userId: string; readonly banned: boolean; readonly reason: string }, { readonly userId: string; readonly banned: boolean }, DomainError>();
export const removeUserFx = createEffect<{ readonly userId: string; readonly reason: string }, { readonly userId: string; readonly removed: true }, DomainError>();

export const userQueryChanged = createEvent<string>();
export const roleFilterChanged = createEvent<Role | null>();
export const userSearchSubmitted = createEvent();
export const staffUserOpened = createEvent<string>();
export const roleToggled = createEvent<Role>();
export const changeReasonChanged = createEvent<string>();
export const saveRolesClicked = createEvent();
export const requireVerificationClicked = createEvent();
/** Bans the opened user, or lifts their ban: the server logs them out at once and keeps the reason. */
export const banToggleClicked = createEvent();
/** Removing an account erases it for good: the first click asks, the second (confirmed) removes. */
export const removeUserClicked = createEvent();
export const removeUserConfirmed = createEvent();
export const removeUserCancelled = createEvent();

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffUsers');

export const $userQuery = createStore('', { sid: 'staffUsers/$query', serialize: 'ignore' }).on(userQueryChanged, (_, q) => q);
export const $roleFilter = createStore<Role | null>(null, { sid: 'staffUsers/$roleFilter', serialize: 'ignore' }).on(roleFilterChanged, (_, r) => r);
/** The users found; null before the first search. */
export const $foundUsers = createStore<readonly StaffUserAnswer[] | null>(null, { sid: 'staffUsers/$found', serialize: 'ignore' }).on(searchUsersFx.doneData, (_, users) => users);
export const $openedUser = createStore<StaffUserViewAnswer | null>(null, { sid: 'staffUsers/$opened', serialize: 'ignore' })
  .on(loadStaffUserFx.doneData, (_, user) => user)
  .reset(removeUserFx.done);
/** The roles as the staff member is editing them; reset to the user's own whenever the user is (re)loaded. */
export const $draftRoles = createStore<readonly Role[]>([], { sid: 'staffUsers/$draftRoles', serialize: 'ignore' })
  .on(loadStaffUserFx.doneData, (_, user) => user.roles as readonly Role[])
  .on(roleToggled, (roles, role) => (roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role]));
export const $changeReason = createStore('', { sid: 'staffUsers/$reason', serialize: 'ignore' })
  .on(changeReasonChanged, (_, reason) => reason)
  .reset([setUserRolesFx.done, requireVerificationFx.done, setUserBannedFx.done, removeUserFx.done, staffUserOpened]);
/** Why the last call failed, by error-catalogue code (FORBIDDEN when the role needs an admin). */
export const $staffUsersError = createStore<string | null>(null, { sid: 'staffUsers/$error', serialize: 'ignore' })
  .on([searchUsersFx.failData, loadStaffUserFx.failData, setUserRolesFx.failData, requireVerificationFx.failData, setUserBannedFx.failData, removeUserFx.failData], (_, e) => e.code)
  .reset([searchUsersFx.done, setUserRolesFx.done, requireVerificationFx.done, setUserBannedFx.done, removeUserFx.done, staffUserOpened]);
export const $staffUsersBusy = combine(setUserRolesFx.pending, requireVerificationFx.pending, setUserBannedFx.pending, removeUserFx.pending, (a, b, c, d) => a || b || c || d);
/** Whether the page asks "remove this account for good?" for the opened user. */
export const $removeArmed = createStore(false, { sid: 'staffUsers/$removeArmed', serialize: 'ignore' })
  .on(removeUserClicked, () => true)
  .reset([removeUserCancelled, removeUserFx.finally, staffUserOpened]);
/** The account just removed (the page says so; it is gone from the list). */
export const $removedUserId = createStore<string | null>(null, { sid: 'staffUsers/$removed', serialize: 'ignore' })
  .on(removeUserFx.doneData, (_, r) => r.userId)
  .reset(staffUserOpened);
/** Whether the draft differs from the user's roles and a reason is given: what enables Save. */
export const $canSaveRoles = combine($openedUser, $draftRoles, $changeReason, (user, draft, reason) => {
  if (user === null || reason.trim().length < 3) return false;
  return draft.length !== user.roles.length || draft.some((r) => !user.roles.includes(r));
});

sample({
  clock: userSearchSubmitted,
  source: { query: $userQuery, role: $roleFilter },
  fn: ({ query, role }) => (role === null ? { query: query.trim() } : { query: query.trim(), role }),
  target: searchUsersFx,
});
// Opening the page lists the newest accounts at once, so there is something to pick without typing.
sample({ clock: $open.updates, filter: Boolean, fn: () => ({ query: '' }), target: searchUsersFx });
sample({ clock: staffUserOpened, target: loadStaffUserFx });
sample({
  clock: saveRolesClicked,
  source: { user: $openedUser, roles: $draftRoles, reason: $changeReason, can: $canSaveRoles },
  filter: ({ can }) => can,
  fn: ({ user, roles, reason }) => ({ userId: user?.id ?? '', roles, reason: reason.trim() }),
  target: setUserRolesFx,
});
sample({
  clock: requireVerificationClicked,
  source: { user: $openedUser, reason: $changeReason },
  filter: ({ user, reason }) => user !== null && user.verificationState !== 'VERIFICATION_REQUIRED' && reason.trim().length >= 3,
  fn: ({ user, reason }) => ({ userId: user?.id ?? '', reason: reason.trim() }),
  target: requireVerificationFx,
});
sample({
  clock: banToggleClicked,
  source: { user: $openedUser, reason: $changeReason },
  filter: ({ user, reason }) => user !== null && reason.trim().length >= 3,
  fn: ({ user, reason }) => ({ userId: user?.id ?? '', banned: !(user?.banned ?? false), reason: reason.trim() }),
  target: setUserBannedFx,
});
sample({
  clock: removeUserConfirmed,
  source: { user: $openedUser, reason: $changeReason, armed: $removeArmed },
  filter: ({ user, reason, armed }) => armed && user !== null && reason.trim().length >= 3,
  fn: ({ user, reason }) => ({ userId: user?.id ?? '', reason: reason.trim() }),
  target: removeUserFx,
});
// After a change: the user again (with its new audit line) and the list, so both show it.
sample({ clock: [setUserRolesFx.doneData, requireVerificationFx.doneData], fn: (user) => user.id, target: loadStaffUserFx });
sample({ clock: setUserBannedFx.doneData, fn: (ban) => ban.userId, target: loadStaffUserFx });
sample({ clock: [setUserRolesFx.done, requireVerificationFx.done, setUserBannedFx.done, removeUserFx.done], source: { query: $userQuery, role: $roleFilter }, fn: ({ query, role }) => (role === null ? { query: query.trim() } : { query: query.trim(), role }), target: searchUsersFx });
