import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, FormActions } from '@courier/shared';
import { useAddComment } from '../api/addComment';
import { translate, useT } from '../../../i18n';

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
  const t = useT();
  const mutation = useAddComment();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '' },
    validate: {
      comment: (v) =>
        v.trim() === ''
          ? translate('vehicles.rule.commentRequired')
          : v.trim().length > 2000
            ? translate('vehicles.rule.tooLong', { max: 2000 })
            : null,
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
      notifySuccess(translate('vehicles.bulk.added', { count: result.count }));
      form.reset();
      onDone();
    } catch (e) {
      setError(applyApiErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('vehicles.bulk.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('vehicles.bulk.to', {
              count: shortCodes.length,
              codes: `${shortCodes.slice(0, 10).join(', ')}${shortCodes.length > 10 ? '…' : ''}`,
            })}
          </Text>
          <FormError message={error} />
          <Textarea label={t('vehicles.comments.label')} withAsterisk autosize minRows={3} data-autofocus {...form.getInputProps('comment')} />
          <FormActions submitLabel={t('vehicles.comments.add')} onCancel={close} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
