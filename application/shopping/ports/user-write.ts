/**
 * What a single-row write to `users` did. Stores tell CHANGED from UNCHANGED
 * so use cases announce only real changes to live subscriptions, and tell a
 * missing user apart because a session can outlive its account.
 */
export type UserWrite = 'CHANGED' | 'UNCHANGED' | 'USER_NOT_FOUND';
