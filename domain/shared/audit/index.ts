export * from './staff-audit.ts';
