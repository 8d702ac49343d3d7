/** Notifications: topics, per-topic settings (in the app, by e-mail) and the unread-message e-mail's pacing. */
export * from './settings.ts';
