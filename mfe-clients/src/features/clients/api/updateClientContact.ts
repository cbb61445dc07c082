import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type ContactBody = BodyOf<typeof api.clients.updateClientContact>;
export type SavedContact = ResponseOf<typeof api.clients.updateClientContact>;
export interface SaveContactInput {
  /** The contact edited (query `editedContact`); none adds a contact. */
  editedContact?: number;
  body: ContactBody;
}

/** POST clients/updateClientContact?editedContact=: adds a contact, or edits that one (its version required). */
export function updateClientContact({ editedContact, body }: SaveContactInput): Promise<SavedContact> {
  return callApi(api.clients.updateClientContact, { query: editedContact ? { editedContact } : {}, body });
}

export const updateClientContactMutationOptions = { mutationFn: updateClientContact };

export function useUpdateClientContact() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateClientContactMutationOptions,
    onSuccess: (_contact, { body }) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
