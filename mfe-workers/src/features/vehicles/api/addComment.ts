import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { AddCommentBody } from '../types';
import { vehicleKeys } from './keys';

/** vehicles/addComment: one comment on several vehicles by short code, all or nothing. */
export const addComment = (body: AddCommentBody) => callApi(api.vehicles.addComment, { body });

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.details() }),
  });
}
