import { Badge, CloseButton } from '@mantine/core';

export interface FilterChipProps {
  /** What the filter keeps, in the area's words ("Reminders due"). */
  label: string;
  /** The clear button's accessible name, in the area's words ("Clear the filter: Reminders due"). */
  clearLabel: string;
  onClear: () => void;
}

/**
 * A filter a link set (a Today widget's list, filtered the same way) that has no control of its
 * own on the page: shown as a chip the user can clear, so the list never hides rows silently.
 */
export function FilterChip({ label, clearLabel, onClear }: FilterChipProps) {
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      mb={6}
      data-filter-chip
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
      rightSection={<CloseButton size="xs" variant="transparent" aria-label={clearLabel} onClick={onClear} />}
    >
      {label}
    </Badge>
  );
}
