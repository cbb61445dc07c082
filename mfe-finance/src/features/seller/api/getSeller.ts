import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { sellerKeys } from './keys';

export type SellerAnswer = ResponseOf<typeof api.seller.getSeller>;
export type Seller = NonNullable<SellerAnswer['seller']>;

/** GET finance/seller/getSeller: the identity (null until set), its version and what is missing. */
export function getSeller(signal?: AbortSignal): Promise<SellerAnswer> {
  return callApi(api.seller.getSeller, { signal });
}
export const sellerQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.seller(), queryFn: ({ signal }) => getSeller(signal) });
export function useSeller() {
  return useQuery(sellerQueryOptions());
}
