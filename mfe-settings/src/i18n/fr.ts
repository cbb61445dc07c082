import type { Translation } from '@courier/shared';
import { eventsFr } from './fr/events';
import { listsFr } from './fr/lists';
import { outboxFr } from './fr/outbox';
import { settingsFr } from './fr/settings';
import type { en } from './en';

export const fr: Translation<typeof en> = { ...settingsFr, ...listsFr, ...outboxFr, ...eventsFr };
