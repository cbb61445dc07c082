export * from './catalogs';
export * from './pseudo';
export * from './createAreaI18n';
export * from './errors';
export { contractMessage } from './contractMessages';
import './zodLocale';
export type { SharedMessageId } from './shared-messages';
