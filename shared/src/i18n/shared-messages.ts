import { clientEventsEn } from '../events/messages.en';
import { clientEventsFr } from '../events/messages.fr';
import { en } from './messages/en';
import { fr } from './messages/fr';

/** The UI kit's words and a client's timeline (events/), merged into every area's messages. */
export const sharedCatalogs = { en: { ...en, ...clientEventsEn }, fr: { ...fr, ...clientEventsFr } };
export type SharedMessageId = keyof typeof sharedCatalogs.en;
