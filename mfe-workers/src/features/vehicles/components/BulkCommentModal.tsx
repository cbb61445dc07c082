import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { BulkDialog, FormActions, api, notifySuccess, useContractForm } from '@courier/shared';
import { useAddComment } from '../api/addComment';
import { translate, useT } from '../../../i18n';

/**
 * Adds one comment to the selected vehicles: the comment first, then the list of vehicles (each
 * can be unticked) with a button naming the count, then the report (vehicles/addComment, all or
 * nothing: a refusal fails them all, with a retry).
 */
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
  // The comment, checked, waiting for the vehicles to be confirmed.
  const [comment, setComment] = useState<string | null>(null);
  // Checked with vehicles/addComment's body: the comment typed, for the vehicles picked.
  const { form, formProps } = useContractForm(
    api.vehicles.addComment.body!,
    { comment: '' },
    {
      toBody: (values: { comment: string }) => ({ comment: values.comment, vehicleShortCodes: shortCodes }),
      onSubmit: (body) => setComment(body.comment),
    },
  );

  // Back to an empty comment (reset() would go back to the last one checked).
  const clear = () => {
    form.setValues({ comment: '' });
    form.resetDirty({ comment: '' });
    form.clearErrors();
  };
  const close = () => {
    clear();
    onClose();
  };

  const run = async (codes: string[]) => {
    const result = await mutation.mutateAsync({ comment: comment ?? '', vehicleShortCodes: codes });
    notifySuccess(translate('vehicles.bulk.added', { count: result.count }));
  };
  const finish = () => {
    const sent = mutation.isSuccess;
    setComment(null);
    clear();
    mutation.reset();
    if (sent) onDone();
    else onClose();
  };

  if (comment !== null)
    return (
      <BulkDialog
        opened={opened}
        onClose={finish}
        title={t('vehicles.bulk.confirmTitle')}
        description={<Text size="sm">{t('vehicles.bulk.quote', { comment })}</Text>}
        items={shortCodes.map((code) => ({ id: code, label: code }))}
        confirmLabel={(count) => t('vehicles.bulk.confirm', { count })}
        run={run}
      />
    );

  return (
    <Modal opened={opened} onClose={close} title={t('vehicles.bulk.title')} centered>
      <form {...formProps}>
        <Stack gap="sm">
          <Text size="sm">
            {t('vehicles.bulk.to', {
              count: shortCodes.length,
              codes: `${shortCodes.slice(0, 10).join(', ')}${shortCodes.length > 10 ? '…' : ''}`,
            })}
          </Text>
          {/* The call's refusal of the vehicles themselves (none picked, too many). */}
          {form.errors.vehicleShortCodes && (
            <Text size="sm" c="red" role="alert">
              {form.errors.vehicleShortCodes}
            </Text>
          )}
          <Textarea label={t('vehicles.comments.label')} withAsterisk autosize minRows={3} data-autofocus {...form.getInputProps('comment')} />
          <FormActions submitLabel={t('vehicles.bulk.next')} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
