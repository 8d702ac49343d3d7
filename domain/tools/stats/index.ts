export * from './player-profile.ts';
export * from './mmr-estimate.ts';
