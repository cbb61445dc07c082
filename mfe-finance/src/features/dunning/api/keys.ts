import { createQueryKeys } from '@courier/shared';

/** The dunning settings' reads, under one root. */
export const dunningKeys = createQueryKeys('dunningSettings');
