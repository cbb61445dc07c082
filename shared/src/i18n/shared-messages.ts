import { en } from './messages/en';
import { fr } from './messages/fr';

export const sharedCatalogs = { en, fr };
export type SharedMessageId = keyof typeof en;
