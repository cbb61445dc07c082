import { createQueryKeys } from '@courier/shared';

/** Query keys of the planning feature: one root, `planningKeys.all`, invalidated by every change. */
export const planningKeys = createQueryKeys('planning');
