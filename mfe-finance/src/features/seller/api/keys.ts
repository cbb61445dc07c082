import { createQueryKeys } from '@courier/shared';

const keys = createQueryKeys('seller');

/** Query keys of the seller's identity: one read, under one root. */
export const sellerKeys = {
  ...keys,
  seller: () => keys.of('seller', {}),
};
