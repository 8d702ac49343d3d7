export * from './offer-form.ts';
export * from './methods.ts';
export * from './offer-settings.ts';
export * from './moderation.ts';
