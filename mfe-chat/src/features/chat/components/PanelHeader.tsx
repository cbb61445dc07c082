import type { ReactNode } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';

/** A side panel's heading: its title, a line saying what it is for, and the button closing it. */
export function PanelHeader({ title, hint, closeLabel, onClose }: { title: string; hint: string; closeLabel: string; onClose: () => void }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      <Button size="xs" variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
    </Group>
  );
}

interface StatusFilterProps<T extends string> {
  /** The id tying the visible label to the control (unique on the page). */
  id: string;
  label: ReactNode;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
}

/** A panel's status filter: a labelled segmented control (the label is read out with it). */
export function StatusFilter<T extends string>({ id, label, value, onChange, data }: StatusFilterProps<T>) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={(v) => onChange(v as T)} data={data} />
    </Stack>
  );
}
