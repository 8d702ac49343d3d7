/** What every context's contracts share: field rules, the error body, the shared routes, the DDP contract shapes. */
export * from './fields.ts';
export * from './http.ts';
export * from './ddp.ts';
export * from './idempotency.ts';
export * from './test-hooks.ts';
