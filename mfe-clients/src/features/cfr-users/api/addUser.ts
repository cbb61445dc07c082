import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type AddCfrUserBody = BodyOf<typeof api.cfrUsers.addUser>;
export type AddCfrUserAnswer = ResponseOf<typeof api.cfrUsers.addUser>;

/** POST users/cfr/addUser: unique email (409), one client, optional site and service. */
export function addCfrUser(body: AddCfrUserBody): Promise<AddCfrUserAnswer> {
  return callApi(api.cfrUsers.addUser, { body });
}

export const addCfrUserMutationOptions = { mutationFn: addCfrUser };

export function useAddCfrUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addCfrUserMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(cfrUserKeys.detail(answer.userCFrId), answer);
      void queryClient.invalidateQueries({ queryKey: cfrUserKeys.lists() });
    },
  });
}
