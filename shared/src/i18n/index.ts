export * from './catalogs';
export * from './pseudo';
export * from './createAreaI18n';
export * from './errors';
export type { SharedMessageId } from './shared-messages';
