import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { WorkerColumnId } from '../types';
import { WORKER_COLUMNS } from './workerColumns';

/** "Columns": which columns the list (and its CSV export) shows. At least one stays. */
export function ColumnChooser({
  visible,
  onChange,
}: {
  visible: WorkerColumnId[];
  onChange: (next: WorkerColumnId[]) => void;
}) {
  return (
    <Popover position="bottom-end" shadow="md" trapFocus hideDetached={false}>
      <Popover.Target>
        <Button variant="default">Columns</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Columns shown"
          value={visible}
          onChange={(values) => {
            if (values.length === 0) return;
            // keep the table's order whatever the click order
            onChange(WORKER_COLUMNS.map((c) => c.id).filter((id) => values.includes(id)));
          }}
        >
          <Stack gap={6} mt="xs">
            {WORKER_COLUMNS.map((c) => (
              <Checkbox key={c.id} value={c.id} label={c.header} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
