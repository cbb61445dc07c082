import type { Translation } from '@courier/shared';
import type { en } from './en';
import { commonFr } from './fr/common';
import { panelsFr } from './fr/panels';
import { planningFr } from './fr/planning';
import { regularMissionsFr } from './fr/regularMissions';

/** The area's French words, for the operator's staff. */
export const fr: Translation<typeof en> = { ...commonFr, ...planningFr, ...panelsFr, ...regularMissionsFr };
