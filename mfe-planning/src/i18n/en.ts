import { commonEn } from './en/common';
import { panelsEn } from './en/panels';
import { planningEn } from './en/planning';
import { regularMissionsEn } from './en/regularMissions';

/** The area's English words (the source): one catalog per feature, merged. */
export const en = { ...commonEn, ...planningEn, ...panelsEn, ...regularMissionsEn } as const;
