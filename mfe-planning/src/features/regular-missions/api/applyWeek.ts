import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { regularMissionKeys } from './keys';

export type ApplyWeekBody = BodyOf<typeof api.regularMissions.applyWeek>;
export type ApplyWeekAnswer = ResponseOf<typeof api.regularMissions.applyWeek>;

/** POST regularMissions/applyWeek: creates the previewed lines; 409 when the preview is stale. */
export function applyWeek(body: ApplyWeekBody): Promise<ApplyWeekAnswer> {
  return callApi(api.regularMissions.applyWeek, { body });
}

export const applyWeekMutationOptions = { mutationFn: applyWeek };

/** Every read of the feature is refreshed after the call. */
export function useApplyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    ...applyWeekMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: regularMissionKeys.all }),
    // The bulk dialog's report says a refusal: no portal error toast besides.
    onError: () => undefined,
  });
}
