import type { Translation } from '@courier/shared';
import { cfrUsersFr } from './fr/cfrUsers';
import { clientsFr } from './fr/clients';
import type { en } from './en';

export const fr: Translation<typeof en> = { ...clientsFr, ...cfrUsersFr };
