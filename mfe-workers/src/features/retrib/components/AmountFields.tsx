import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT, type MessageId } from '../../../i18n';
import type { AmountKind } from '../types';

const FIELDS: { key: AmountKind; label: MessageId; description: MessageId }[] = [
  { key: 'waypoint', label: 'retrib.amount.waypoint', description: 'retrib.amount.waypointHint' },
  { key: 'km', label: 'retrib.amount.km', description: 'retrib.amount.kmHint' },
  { key: 'day', label: 'retrib.amount.day', description: 'retrib.amount.dayHint' },
  { key: 'extra', label: 'retrib.amount.extra', description: 'retrib.amount.extraHint' },
];

/**
 * The four amounts of a pay rule, typed in euros (decimal point or comma). `names` gives each
 * amount's field in the form: the call's own names, so that its errors land on the inputs.
 */
export function AmountFields<V>({
  form,
  names,
}: {
  form: UseFormReturnType<V>;
  names: Record<AmountKind, keyof V & string>;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {FIELDS.map((f) => (
        <TextInput
          key={f.key}
          label={t(f.label)}
          description={t(f.description)}
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps(names[f.key])}
        />
      ))}
    </SimpleGrid>
  );
}
