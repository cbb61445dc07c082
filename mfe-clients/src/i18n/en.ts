import { cfrUsersEn } from './en/cfrUsers';
import { clientsEn } from './en/clients';
import { timelineEn } from './en/timeline';

/** The area's English messages: the source; French has the same ids (fr.ts). */
export const en = { ...clientsEn, ...timelineEn, ...cfrUsersEn } as const;
