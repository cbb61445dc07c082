import { cfrUsersEn } from './en/cfrUsers';
import { clientsEn } from './en/clients';

/** The area's English messages: the source; French has the same ids (fr.ts). */
export const en = { ...clientsEn, ...cfrUsersEn } as const;
