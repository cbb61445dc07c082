import { eventsEn } from './en/events';
import { listsEn } from './en/lists';
import { outboxEn } from './en/outbox';
import { settingsEn } from './en/settings';

/** The area's English messages: the source; French has the same ids (fr.ts). */
export const en = { ...settingsEn, ...listsEn, ...outboxEn, ...eventsEn } as const;
