import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { regularMissionKeys } from './keys';

export type PreviewApplyWeekBody = BodyOf<typeof api.regularMissions.previewApplyWeek>;
export type PreviewApplyWeekAnswer = ResponseOf<typeof api.regularMissions.previewApplyWeek>;

/** POST regularMissions/previewApplyWeek: what a week would create and skip, with prices and pay. */
export function previewApplyWeek(body: PreviewApplyWeekBody): Promise<PreviewApplyWeekAnswer> {
  return callApi(api.regularMissions.previewApplyWeek, { body });
}

export const previewApplyWeekMutationOptions = { mutationFn: previewApplyWeek };

/** Every read of the feature is refreshed after the call. */
export function usePreviewApplyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    ...previewApplyWeekMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: regularMissionKeys.all }),
  });
}
