/** The analytics context's wire: the event body of POST /api/events. */
export * from './events.ts';
