import { createQueryKeys } from '@courier/shared';

/** Every read of the outbox under one root. */
export const outboxKeys = createQueryKeys('outbox');
