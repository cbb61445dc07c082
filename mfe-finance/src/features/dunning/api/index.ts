export * from './keys';
export * from './getDunningSettings';
export * from './updateDunningSettings';
