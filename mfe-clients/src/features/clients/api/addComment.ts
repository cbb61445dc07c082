import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type AddCommentBody = BodyOf<typeof api.clients.addComment>;
export type AddCommentAnswer = ResponseOf<typeof api.clients.addComment>;

/** POST clients/addComment {comment, clientId}: a comment on the client's timeline. */
export function addComment(body: AddCommentBody): Promise<AddCommentAnswer> {
  return callApi(api.clients.addComment, { body });
}

export const addCommentMutationOptions = { mutationFn: addComment };

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addCommentMutationOptions,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
