import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type BodyOf, type Endpoint, type ResponseOf } from '@courier/shared';
import { settingsKeys } from './keys';

/** POST of any settings add/update call (`vehicleBrands/addVehicleBrand`...). */
export function saveSettingsItem<E extends Endpoint>(endpoint: E, body: BodyOf<E>) {
  return callApi(endpoint, { body }) as Promise<ResponseOf<E>>;
}

export const saveSettingsItemMutationOptions = () => ({
  mutationFn: ({ endpoint, body }: { endpoint: Endpoint; body: Record<string, unknown> }) =>
    saveSettingsItem(endpoint, body as BodyOf<Endpoint>),
});

/**
 * A change of any list: afterwards every settings read, the reference lists other areas
 * keep (brands, models...) and the landing page's home messages are read afresh.
 */
export function useSaveSettingsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveSettingsItemMutationOptions(),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reference'] }),
        queryClient.invalidateQueries({ queryKey: ['messagesHome'] }),
      ]);
    },
  });
}
