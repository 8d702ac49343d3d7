/** The accounts context's wire: the sign-in and security methods and the `loggedInUser` publication. */
export * from './methods.ts';
export * from './logged-in-user.ts';
export * from './session-cookie.ts';
export * from './security.ts';
export * from './profile.ts';
export * from './social.ts';
export * from './account-data.ts';
