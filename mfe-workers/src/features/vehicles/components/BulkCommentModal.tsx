import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, FormActions } from '@courier/shared';
import { useAddComment } from '../api/addComment';

/** Adds one comment to every selected vehicle (vehicles/addComment, all or nothing). */
export function BulkCommentModal({
  opened,
  shortCodes,
  onClose,
  onDone,
}: {
  opened: boolean;
  shortCodes: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const mutation = useAddComment();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '' },
    validate: {
      comment: (v) =>
        v.trim() === '' ? 'A comment is required' : v.trim().length > 2000 ? 'At most 2000 characters' : null,
    },
  });

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ comment }) => {
    setError(null);
    try {
      const result = await mutation.mutateAsync({ comment: comment.trim(), vehicleShortCodes: shortCodes });
      notifySuccess(`Comment added to ${result.count} vehicle${result.count > 1 ? 's' : ''}.`);
      form.reset();
      onDone();
    } catch (e) {
      setError(applyApiErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add a comment" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            To {shortCodes.length} vehicle{shortCodes.length > 1 ? 's' : ''}: {shortCodes.slice(0, 10).join(', ')}
            {shortCodes.length > 10 ? '…' : ''}
          </Text>
          <FormError message={error} />
          <Textarea label="Comment" required autosize minRows={3} data-autofocus {...form.getInputProps('comment')} />
          <FormActions submitLabel="Add comment" onCancel={close} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
