import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { dunningKeys } from './keys';

export type UpdateDunningSettingsBody = BodyOf<typeof api.finance.updateSettings>;

/**
 * POST finance/recovery/updateSettings: the days and threshold always, a template only when it
 * changed (a new text needs a step-up: 403 step_up_required); 409 when the version is stale.
 */
export function updateDunningSettings(
  body: UpdateDunningSettingsBody,
): Promise<ResponseOf<typeof api.finance.updateSettings>> {
  return callApi(api.finance.updateSettings, { body });
}

export const updateDunningSettingsMutationOptions = { mutationFn: updateDunningSettings };

/** With `guard`, a step-up asked by the server prompts for a code, then the call is sent again. */
export function useUpdateDunningSettings(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDunningSettingsBody) =>
      guard ? guard(() => updateDunningSettings(body)) : updateDunningSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(dunningKeys.kind('get'), saved),
  });
}
