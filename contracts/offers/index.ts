export * from './offer-form.ts';
export * from './methods.ts';
