import { createQueryKeys } from '@courier/shared';

/** Query keys of the regular-missions feature: one root, `regularMissionKeys.all`. */
export const regularMissionKeys = createQueryKeys('regularMissions');
