export { Notifications, NOTIFICATIONS_COLLECTION, NOTIFICATIONS_SHOWN, type Notice } from './notifications.ts';
export type { NotificationRecord, NotificationStore, Recipient } from './ports.ts';
export { orderNotifier } from './order-notices.ts';
