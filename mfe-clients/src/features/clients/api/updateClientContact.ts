import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
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

/**
 * Who receives invoices and reminders (billing contact, CC flags, their email) is a step-up change:
 * with a guard, a step_up_required answer asks for a fresh code and retries.
 */
export function useUpdateClientContact(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContactInput) =>
      guard ? guard(() => updateClientContact(input)) : updateClientContact(input),
    onSuccess: (_contact, { body }) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
