import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useSharedT } from '../../i18n/createAreaI18n';

/** "Columns": which columns a list (and its CSV export) shows, in the table's order. At least one stays. */
export function ColumnChooser({
  columns,
  visible,
  onChange,
}: {
  columns: readonly { id: string; header: string }[];
  visible: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const t = useSharedT();
  return (
    <Popover position="bottom-end" shadow="md" trapFocus hideDetached={false}>
      <Popover.Target>
        <Button variant="default">{t('shared.list.columns')}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('shared.list.columnsShown')}
          value={[...visible]}
          onChange={(values) => {
            if (values.length === 0) return;
            // keep the table's order whatever the click order
            onChange(columns.map((c) => c.id).filter((id) => values.includes(id)));
          }}
        >
          <Stack gap={6} mt="xs">
            {columns.map((c) => (
              <Checkbox key={c.id} value={c.id} label={c.header} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
