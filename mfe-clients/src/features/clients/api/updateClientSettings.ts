import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type ClientSettingsBody = BodyOf<typeof api.clients.updateClientSettings>;
export type UpdatedClient = ResponseOf<typeof api.clients.updateClientSettings>;
export interface SaveSettingsInput {
  /** The complete new set of price lists (query `pricelistIds`). */
  pricelistIds: number[];
  body: ClientSettingsBody;
}

/** POST clients/updateClientSettings?pricelistIds=: invoicing settings and the client's price lists. 409 when stale. */
export function updateClientSettings({ pricelistIds, body }: SaveSettingsInput): Promise<UpdatedClient> {
  return callApi(api.clients.updateClientSettings, { query: { pricelistIds: pricelistIds.join(',') }, body });
}

export const updateClientSettingsMutationOptions = { mutationFn: updateClientSettings };

export function useUpdateClientSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateClientSettingsMutationOptions,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.clientId), client);
    },
  });
}
