import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type AddNoteBody = BodyOf<typeof api.finance.addNote>;
export type AddNoteAnswer = ResponseOf<typeof api.finance.addNote>;

/** POST finance/recovery/addNote {note, clientId}. */
export function addNote(body: AddNoteBody): Promise<AddNoteAnswer> {
  return callApi(api.finance.addNote, { body });
}
export const addNoteMutationOptions = { mutationFn: addNote };

/** The note shows in the client's view, its timeline and the summary's last note: the feature's reads start afresh. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addNoteMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryKeys.all }),
  });
}
