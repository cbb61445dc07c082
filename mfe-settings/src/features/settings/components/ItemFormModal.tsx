import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { FormError, closeIfConfirmed, notifySuccess, useContractForm, useUnsavedChangesGuard } from '@courier/shared';
import { useT } from '../../../i18n';
import { useSaveSettingsItem } from '../api/saveSettingsItem';
import type { FormValues, ListDescription } from '../types';
import { checkItem, toBody, toFormValues } from '../utils/form';
import { FieldInput } from './FieldInput';

type Row = { id: number; version: number } & Record<string, unknown>;

/**
 * Add or edit one item of a list, in a modal: the inputs of its description, checked by the
 * body of the call it sends (the description's add or update), the server's field errors on
 * the inputs and its other refusals (duplicate, stale) above them.
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
  const endpoint = row ? d.update : d.add;
  const { form, formProps, problem, dirty } = useContractForm(endpoint.body!, toFormValues(d.fields, row), {
    toBody: (values: FormValues) => toBody(d.fields, values, row),
    check: (values) => checkItem(d.fields, values, t),
    onSubmit: async (body) => {
      // An edit that changes nothing (the id and version alone) closes without a call.
      if (row && Object.keys(body as object).length === 2) return onClose();
      await save.mutateAsync({ endpoint, body: body as Record<string, unknown> });
      notifySuccess(
        row
          ? t('settings.item.saved', { gender: d.gender, Noun })
          : t('settings.item.added', { gender: d.gender, Noun }),
      );
      onClose();
    },
  });
  // Following a link, closing the tab or the dialog's × with changes typed asks first; Cancel discards them.
  useUnsavedChangesGuard(dirty);
  // A refusal of the contract on a field the form does not show would otherwise be silent.
  const names = new Set(d.fields.map((f) => f.name));
  const elsewhere = Object.entries(form.errors)
    .filter(([path]) => !names.has(path.split('.')[0]))
    .map(([path, message]) => `${path}: ${String(message)}`);
  const [noun] = d.noun;
  const title = row
    ? t('settings.item.editTitle', { gender: d.gender, noun, name: d.label(row as never) })
    : t('settings.item.addTitle', { gender: d.gender, noun });
  const Noun = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

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
      <form {...formProps} aria-label={title}>
        <Stack gap="sm">
          <FormError message={problem ?? (elsewhere.length > 0 ? elsewhere.join('; ') : null)} />
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
