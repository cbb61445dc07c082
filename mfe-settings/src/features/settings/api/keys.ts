import { createQueryKeys } from '@courier/shared';

/** Every read of the Settings area under one root, so a change can invalidate them all. */
export const settingsKeys = createQueryKeys('settings');
