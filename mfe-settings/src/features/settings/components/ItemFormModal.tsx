import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, closeIfConfirmed, notifySuccess, useUnsavedChangesGuard } from '@courier/shared';
import { useT } from '../../../i18n';
import { useSaveSettingsItem } from '../api/saveSettingsItem';
import type { FormValues, ListDescription } from '../types';
import { toBody, toFormValues, validatorsOf } from '../utils/form';
import { FieldInput } from './FieldInput';

type Row = { id: number; version: number } & Record<string, unknown>;

/**
 * Add or edit one item of a list, in a modal: the inputs of its description, their checks,
 * the server's field errors on the inputs and its other refusals (duplicate, stale) above them.
 */
export function ItemFormModal({
  description: d,
  row,
  onClose,
}: {
  description: ListDescription;
  /** The row edited; undefined adds one. */
  row?: Row;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveSettingsItem();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: toFormValues(d.fields, row),
    validate: validatorsOf(d.fields, t),
  });
  // Following a link, closing the tab or the dialog's × with changes typed asks first; Cancel discards them.
  useUnsavedChangesGuard(form.isDirty());
  const [noun] = d.noun;
  const title = row
    ? t('settings.item.editTitle', { gender: d.gender, noun, name: d.label(row as never) })
    : t('settings.item.addTitle', { gender: d.gender, noun });
  const Noun = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const body = toBody(d.fields, values, row);
    if (row && Object.keys(body).length === 2) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ endpoint: row ? d.update : d.add, body });
      notifySuccess(
        row
          ? t('settings.item.saved', { gender: d.gender, Noun })
          : t('settings.item.added', { gender: d.gender, Noun }),
      );
      onClose();
    } catch (e) {
      setError(applyApiErrors(form, e));
    }
  });

  const fields = (
    <Stack gap="sm">
      {d.fields.map((f) => (
        <FieldInput key={f.name} field={f} form={form} locked={row && f.locked ? f.locked(row) : null} />
      ))}
    </Stack>
  );

  return (
    <Modal
      opened
      onClose={closeIfConfirmed(onClose)}
      closeButtonProps={{ 'aria-label': t('settings.item.close') }}
      title={title}
      size={d.preview ? 'xl' : 'md'}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormError message={error} />
          {d.preview ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields}
              {d.preview(form.getValues())}
            </SimpleGrid>
          ) : (
            fields
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.item.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {row ? t('settings.item.save') : t('settings.item.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
