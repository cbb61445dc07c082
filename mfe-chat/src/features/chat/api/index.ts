import { api } from '@courier/shared';

/** The calls of this feature, from the contract (docs/product.md#calls-chat). */
export const chatEndpoints = api.chat;
