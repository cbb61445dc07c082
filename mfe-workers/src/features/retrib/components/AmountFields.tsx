import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AmountsInEuros } from '../types';

const FIELDS: { key: keyof AmountsInEuros; label: string; description: string }[] = [
  { key: 'waypoint', label: 'Per waypoint (€)', description: 'Paid for each waypoint' },
  { key: 'km', label: 'Per km (€)', description: 'Paid for each kilometre' },
  { key: 'day', label: 'Per day (€)', description: 'Paid once per worked day' },
  { key: 'extra', label: 'Extra (€)', description: 'Added once per worked day' },
];

/** The four amounts of a pay rule, typed in euros (decimal point or comma). */
export function AmountFields<V extends AmountsInEuros>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {FIELDS.map((f) => (
        <TextInput
          key={f.key}
          label={f.label}
          description={f.description}
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.getInputProps(f.key)}
        />
      ))}
    </SimpleGrid>
  );
}
