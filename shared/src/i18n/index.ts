export * from './catalogs';
export * from './pseudo';
export * from './createAreaI18n';
export * from './errors';
import './zodLocale';
export type { SharedMessageId } from './shared-messages';
