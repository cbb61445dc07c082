import { Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField, useReferenceList, type Endpoint, type QueryOf } from '@courier/shared';
import { useT } from '../../../i18n';
import type { FieldDescription, FieldOptions, FormValues } from '../types';

type Form = UseFormReturnType<FormValues>;

/** The options of a select: fixed, or read from their call (loading and failure say so). */
export function useOptions(options: FieldOptions | undefined) {
  const dynamic = options && 'endpoint' in options ? options : undefined;
  const read = useReferenceList(
    (dynamic?.endpoint ?? ({} as Endpoint)) as Endpoint,
    dynamic?.query as QueryOf<Endpoint>,
    {
      enabled: Boolean(dynamic),
    },
  );
  if (!options) return { data: [], isPending: false, isError: false };
  if ('values' in options) return { data: [...options.values], isPending: false, isError: false };
  return {
    data: read.data ? options.toOptions(read.data) : [],
    isPending: read.isPending,
    isError: read.isError,
  };
}

/** One input of an item's form, from its description. */
export function FieldInput({
  field,
  form,
  locked,
}: {
  field: FieldDescription;
  form: Form;
  locked: string | null;
}) {
  const t = useT();
  const options = useOptions(field.kind === 'select' ? field.options : undefined);
  const common = {
    label: field.label,
    description: locked ?? field.description,
    withAsterisk: field.required,
    disabled: Boolean(locked),
    ...form.getInputProps(field.name),
  };
  switch (field.kind) {
    case 'textarea':
      return <Textarea autosize minRows={3} maxRows={10} {...common} />;
    case 'select':
      return (
        <Select
          {...common}
          data={options.data}
          clearable={!field.required}
          allowDeselect={!field.required}
          placeholder={
            options.isPending
              ? t('settings.select.loading')
              : options.isError
                ? t('settings.select.failed')
                : t('settings.select.choose')
          }
          onChange={(v) => form.setFieldValue(field.name, v ?? '')}
        />
      );
    case 'date':
      // Typed as the portal shows days (31/12/2026), not in the browser's own format.
      return <DateField {...common} />;
    case 'number':
      return <TextInput inputMode="numeric" {...common} />;
    case 'email':
      return <TextInput type="email" {...common} />;
    default:
      return <TextInput {...common} />;
  }
}
